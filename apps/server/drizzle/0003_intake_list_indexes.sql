DROP INDEX "customer_intakes_realtor_id_idx";--> statement-breakpoint
DROP INDEX "customer_intakes_realtor_status_idx";--> statement-breakpoint
DROP INDEX "customer_intakes_realtor_priority_idx";--> statement-breakpoint
CREATE INDEX "customer_intakes_realtor_created_idx" ON "customer_intakes" USING btree ("realtor_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "customer_intakes_realtor_status_created_idx" ON "customer_intakes" USING btree ("realtor_id","status","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "customer_intakes_realtor_priority_created_idx" ON "customer_intakes" USING btree ("realtor_id","priority","created_at" desc,"id" desc);