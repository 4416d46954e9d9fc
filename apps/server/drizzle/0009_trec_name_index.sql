DROP INDEX "trec_licenses_name_idx";--> statement-breakpoint
CREATE INDEX "trec_licenses_name_line_idx" ON "trec_licenses" USING btree ("dataset_id","name_key" text_pattern_ops,"line");