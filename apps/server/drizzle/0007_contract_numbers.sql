CREATE TABLE "contract_analysis_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"realtor_id" integer NOT NULL,
	"version" integer NOT NULL,
	"analysed_at" timestamp with time zone NOT NULL,
	"filename" varchar(255),
	"contract_text" text NOT NULL,
	"risk_score" integer NOT NULL,
	"compliance_score" integer NOT NULL,
	"summary" text NOT NULL,
	"result" jsonb NOT NULL,
	"meta" jsonb NOT NULL
);
--> statement-breakpoint
-- Hand-edited: realtor_seq is added nullable, numbered for the rows already there (each realtor's
-- contracts 1, 2, … in the order they were put on file), and only then made NOT NULL.
ALTER TABLE "contract_analyses" ADD COLUMN "realtor_seq" integer;--> statement-breakpoint
UPDATE "contract_analyses" AS c SET "realtor_seq" = n."seq"
FROM (
	SELECT "id", row_number() OVER (PARTITION BY "realtor_id" ORDER BY "created_at", "id") AS "seq"
	FROM "contract_analyses"
) AS n
WHERE c."id" = n."id";--> statement-breakpoint
ALTER TABLE "contract_analyses" ALTER COLUMN "realtor_seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_analyses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_analyses" ADD COLUMN "analysed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Hand-edited: a record made before versions was analysed when it was created.
UPDATE "contract_analyses" SET "analysed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "contract_analysis_versions" ADD CONSTRAINT "contract_analysis_versions_contract_id_contract_analyses_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_analysis_versions_unique" ON "contract_analysis_versions" USING btree ("contract_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_analyses_realtor_seq_unique" ON "contract_analyses" USING btree ("realtor_id","realtor_seq");