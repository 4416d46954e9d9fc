CREATE TABLE "customer_intakes" (
	"id" serial PRIMARY KEY NOT NULL,
	"realtor_id" integer NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"preferred_contact" varchar(20) DEFAULT 'phone' NOT NULL,
	"real_estate_goal" varchar(50) NOT NULL,
	"property_type" varchar(50),
	"budget_range" varchar(50),
	"timeframe" varchar(30),
	"current_situation" varchar(50),
	"preferred_areas" text,
	"additional_needs" text,
	"pre_approval_status" varchar(30) DEFAULT 'unknown' NOT NULL,
	"hear_about_us" varchar(50),
	"notes" text,
	"status" varchar(30) DEFAULT 'new' NOT NULL,
	"priority" varchar(20) DEFAULT 'medium' NOT NULL,
	"next_follow_up_date" date,
	"last_contact_date" timestamp with time zone,
	"form_source" varchar(30) DEFAULT 'web' NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"sms_consent" boolean DEFAULT false NOT NULL,
	"conversion_score" integer,
	"urgency_level" varchar(20),
	"client_profile" text,
	"ai_insights" text,
	"recommended_actions" jsonb,
	"market_match" jsonb,
	"analysis_meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"title" varchar(200) NOT NULL,
	"category" varchar(60) NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "education_materials_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"realtor_id" integer NOT NULL,
	"to" varchar(255) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"body" text NOT NULL,
	"status" varchar(10) NOT NULL,
	"provider" varchar(20) NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_links" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"realtor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_links_realtor_id_unique" UNIQUE("realtor_id")
);
--> statement-breakpoint
CREATE TABLE "realtor_settings" (
	"realtor_id" integer PRIMARY KEY NOT NULL,
	"sms_template" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"realtor_id" integer NOT NULL,
	"intake_id" integer,
	"to" varchar(20) NOT NULL,
	"body" text NOT NULL,
	"status" varchar(10) NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_message_id" varchar(64),
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_research_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"realtor_id" integer NOT NULL,
	"research_status" varchar(20) DEFAULT 'pending' NOT NULL,
	"criteria_analysis" jsonb,
	"market_analysis" jsonb,
	"search_criteria" jsonb,
	"total_matches" integer DEFAULT 0 NOT NULL,
	"active_matches" integer DEFAULT 0 NOT NULL,
	"last_research_date" timestamp with time zone,
	"next_research_date" timestamp with time zone,
	"research_frequency" varchar(20) DEFAULT 'weekly' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"research_profile_id" integer NOT NULL,
	"property_id" varchar(120) NOT NULL,
	"external_listing_data" jsonb NOT NULL,
	"match_score" integer NOT NULL,
	"match_reasons" jsonb NOT NULL,
	"ai_analysis" jsonb NOT NULL,
	"client_priority" varchar(20) DEFAULT 'medium' NOT NULL,
	"realtor_notes" text,
	"client_feedback" text,
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"presented_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	"scheduled_showing_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_activity_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"research_profile_id" integer NOT NULL,
	"activity_type" varchar(40) NOT NULL,
	"description" text NOT NULL,
	"properties_found" integer DEFAULT 0 NOT NULL,
	"new_matches" integer DEFAULT 0 NOT NULL,
	"client_engagement" varchar(40),
	"automation_triggered" boolean DEFAULT false NOT NULL,
	"next_action" text,
	"next_action_date" timestamp with time zone,
	"performed_by" varchar(40) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_intakes" ADD CONSTRAINT "customer_intakes_realtor_id_users_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_realtor_id_users_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_links" ADD CONSTRAINT "form_links_realtor_id_users_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtor_settings" ADD CONSTRAINT "realtor_settings_realtor_id_users_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_realtor_id_users_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_intake_id_customer_intakes_id_fk" FOREIGN KEY ("intake_id") REFERENCES "public"."customer_intakes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_research_profiles" ADD CONSTRAINT "home_research_profiles_customer_id_customer_intakes_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer_intakes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_research_profiles" ADD CONSTRAINT "home_research_profiles_realtor_id_users_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_samples" ADD CONSTRAINT "portfolio_samples_research_profile_id_home_research_profiles_id_fk" FOREIGN KEY ("research_profile_id") REFERENCES "public"."home_research_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_activity_log" ADD CONSTRAINT "research_activity_log_research_profile_id_home_research_profiles_id_fk" FOREIGN KEY ("research_profile_id") REFERENCES "public"."home_research_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_intakes_realtor_id_idx" ON "customer_intakes" USING btree ("realtor_id","id" desc);--> statement-breakpoint
CREATE INDEX "customer_intakes_realtor_status_idx" ON "customer_intakes" USING btree ("realtor_id","status","id" desc);--> statement-breakpoint
CREATE INDEX "customer_intakes_realtor_priority_idx" ON "customer_intakes" USING btree ("realtor_id","priority","id" desc);--> statement-breakpoint
CREATE INDEX "email_messages_realtor_created_idx" ON "email_messages" USING btree ("realtor_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "sms_messages_realtor_created_idx" ON "sms_messages" USING btree ("realtor_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "home_research_profiles_realtor_idx" ON "home_research_profiles" USING btree ("realtor_id");--> statement-breakpoint
CREATE INDEX "home_research_profiles_next_idx" ON "home_research_profiles" USING btree ("next_research_date");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_samples_profile_property_unique" ON "portfolio_samples" USING btree ("research_profile_id","property_id");--> statement-breakpoint
CREATE INDEX "research_activity_log_profile_idx" ON "research_activity_log" USING btree ("research_profile_id");