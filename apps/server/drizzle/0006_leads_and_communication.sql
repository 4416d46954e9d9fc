CREATE TABLE "lead_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"outcome" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"realtor_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"status" varchar(20) DEFAULT 'running' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"rejected_count" integer DEFAULT 0 NOT NULL,
	"rejected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_inbound_tokens" (
	"realtor_id" integer PRIMARY KEY NOT NULL,
	"token" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_inbound_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"realtor_id" integer NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(20),
	"phone_digits" varchar(10),
	"source" varchar(20) DEFAULT 'website' NOT NULL,
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"priority" varchar(10) DEFAULT 'medium' NOT NULL,
	"budget" integer,
	"timeline" varchar(20),
	"property_type" varchar(20),
	"preferred_areas" text,
	"pre_approval" varchar(20) DEFAULT 'unknown' NOT NULL,
	"notes" text,
	"sms_consent" boolean DEFAULT false NOT NULL,
	"next_follow_up_date" date,
	"last_contact_at" timestamp with time zone,
	"engagement_score" integer,
	"conversion_probability" integer,
	"insights" jsonb,
	"intake_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communication_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"realtor_id" integer NOT NULL,
	"lead_id" integer,
	"intake_id" integer,
	"channel" varchar(10) NOT NULL,
	"recipient_name" varchar(201) NOT NULL,
	"to" varchar(255) NOT NULL,
	"subject" varchar(200),
	"content" text NOT NULL,
	"status" varchar(10) NOT NULL,
	"scheduled_for" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"provider" varchar(20) NOT NULL,
	"provider_message_id" varchar(255),
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_realtor_id_users_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_inbound_tokens" ADD CONSTRAINT "lead_inbound_tokens_realtor_id_users_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_realtor_id_users_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_intake_id_customer_intakes_id_fk" FOREIGN KEY ("intake_id") REFERENCES "public"."customer_intakes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_messages" ADD CONSTRAINT "communication_messages_realtor_id_users_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_messages" ADD CONSTRAINT "communication_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_messages" ADD CONSTRAINT "communication_messages_intake_id_customer_intakes_id_fk" FOREIGN KEY ("intake_id") REFERENCES "public"."customer_intakes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_activities_lead_created_idx" ON "lead_activities" USING btree ("lead_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "lead_imports_realtor_idx" ON "lead_imports" USING btree ("realtor_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "leads_realtor_created_idx" ON "leads" USING btree ("realtor_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "leads_realtor_status_created_idx" ON "leads" USING btree ("realtor_id","status","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "leads_realtor_priority_created_idx" ON "leads" USING btree ("realtor_id","priority","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "leads_realtor_email_idx" ON "leads" USING btree ("realtor_id","email");--> statement-breakpoint
CREATE INDEX "leads_realtor_phone_idx" ON "leads" USING btree ("realtor_id","phone_digits");--> statement-breakpoint
CREATE INDEX "leads_realtor_follow_up_idx" ON "leads" USING btree ("realtor_id","next_follow_up_date");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_intake_idx" ON "leads" USING btree ("intake_id");--> statement-breakpoint
CREATE INDEX "communication_messages_realtor_created_idx" ON "communication_messages" USING btree ("realtor_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "communication_messages_due_idx" ON "communication_messages" USING btree ("status","scheduled_for");