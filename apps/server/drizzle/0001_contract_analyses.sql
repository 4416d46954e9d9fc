CREATE TABLE "calendar_feeds" (
	"realtor_id" integer PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "contract_action_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"realtor_id" integer NOT NULL,
	"item_key" varchar(64) NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"due_date" date,
	"due_time" varchar(5),
	"priority" varchar(10) NOT NULL,
	"assigned_to" varchar(20) NOT NULL,
	"paragraph" varchar(120),
	"deadline_key" varchar(64),
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"realtor_id" integer NOT NULL,
	"contract_type" varchar(20) NOT NULL,
	"contract_status" varchar(20) DEFAULT 'active' NOT NULL,
	"filename" varchar(255),
	"contract_text" text NOT NULL,
	"form_family" varchar(40),
	"form_version" varchar(40),
	"property_address" varchar(255),
	"zip" varchar(10),
	"effective_date" date,
	"closing_date" date,
	"risk_score" integer NOT NULL,
	"compliance_score" integer NOT NULL,
	"critical_issues_count" integer DEFAULT 0 NOT NULL,
	"summary" text NOT NULL,
	"result" jsonb NOT NULL,
	"meta" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_deadlines" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"realtor_id" integer NOT NULL,
	"deadline_key" varchar(64) NOT NULL,
	"title" varchar(255) NOT NULL,
	"due_date" date NOT NULL,
	"due_time" varchar(5),
	"time_zone" varchar(40) NOT NULL,
	"paragraph" varchar(120) NOT NULL,
	"rule" text NOT NULL,
	"note" text,
	"assigned_to" varchar(20) NOT NULL,
	"priority" varchar(10) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_realtor_id_users_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_action_items" ADD CONSTRAINT "contract_action_items_contract_id_contract_analyses_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_analyses" ADD CONSTRAINT "contract_analyses_realtor_id_users_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_deadlines" ADD CONSTRAINT "contract_deadlines_contract_id_contract_analyses_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_action_items_key_unique" ON "contract_action_items" USING btree ("contract_id","item_key");--> statement-breakpoint
CREATE INDEX "contract_action_items_realtor_due_idx" ON "contract_action_items" USING btree ("realtor_id","due_date");--> statement-breakpoint
CREATE INDEX "contract_analyses_realtor_created_idx" ON "contract_analyses" USING btree ("realtor_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "contract_deadlines_realtor_due_idx" ON "contract_deadlines" USING btree ("realtor_id","due_date");