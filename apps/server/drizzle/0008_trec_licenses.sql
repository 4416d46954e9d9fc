CREATE TABLE "trec_licenses" (
	"dataset_id" integer NOT NULL,
	"line" integer NOT NULL,
	"license_type_code" varchar(4) NOT NULL,
	"license_number" varchar(20) NOT NULL,
	"license_key" varchar(20) NOT NULL,
	"full_name" text NOT NULL,
	"last_name" text,
	"first_name" text,
	"name_key" text NOT NULL,
	"suffix" varchar(20),
	"status_code" varchar(2) NOT NULL,
	"standing" varchar(10) NOT NULL,
	"original_license_date" varchar(10),
	"expiration_date" varchar(10),
	"designated_supervisor" boolean,
	"city" varchar(100),
	"county_code" varchar(3),
	"related_type_code" varchar(4),
	"related_number" varchar(20),
	"related_name" text,
	"related_start_date" varchar(10),
	CONSTRAINT "trec_licenses_dataset_id_line_pk" PRIMARY KEY("dataset_id","line")
);
--> statement-breakpoint
CREATE TABLE "trec_sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" varchar(20) NOT NULL,
	"trigger" varchar(20) NOT NULL,
	"source" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"started_by" varchar(255),
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_imported" integer DEFAULT 0 NOT NULL,
	"rows_rejected" integer DEFAULT 0 NOT NULL,
	"active_licenses" integer DEFAULT 0 NOT NULL,
	"data_date" varchar(10),
	"message" text,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "license_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "license_standing" varchar(10);--> statement-breakpoint
CREATE INDEX "trec_licenses_key_idx" ON "trec_licenses" USING btree ("dataset_id","license_key");--> statement-breakpoint
CREATE INDEX "trec_licenses_name_idx" ON "trec_licenses" USING btree ("dataset_id","name_key" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "trec_sync_runs_one_in_progress" ON "trec_sync_runs" USING btree ("status") WHERE "trec_sync_runs"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "trec_sync_runs_status_id_idx" ON "trec_sync_runs" USING btree ("status","id");