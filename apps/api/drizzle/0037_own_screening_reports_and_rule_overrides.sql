CREATE TABLE "jurisdiction_rule_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"profile_id" text NOT NULL,
	"rule_key" text NOT NULL,
	"reason" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "own_screening_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"upload_id" text,
	"agency_name" text,
	"reference" text,
	"report_date" date NOT NULL,
	"status" text NOT NULL,
	"not_acceptable_reason" text,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jurisdiction_rule_overrides" ADD CONSTRAINT "jurisdiction_rule_overrides_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jurisdiction_rule_overrides" ADD CONSTRAINT "jurisdiction_rule_overrides_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_screening_reports" ADD CONSTRAINT "own_screening_reports_transaction_id_lease_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."lease_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_screening_reports" ADD CONSTRAINT "own_screening_reports_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_screening_reports" ADD CONSTRAINT "own_screening_reports_upload_id_uploaded_files_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_screening_reports" ADD CONSTRAINT "own_screening_reports_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jurisdiction_rule_overrides_rule_idx" ON "jurisdiction_rule_overrides" USING btree ("community_id","profile_id","rule_key");--> statement-breakpoint
CREATE UNIQUE INDEX "own_screening_reports_applicant_idx" ON "own_screening_reports" USING btree ("transaction_id","applicant_id");--> statement-breakpoint
CREATE INDEX "own_screening_reports_upload_idx" ON "own_screening_reports" USING btree ("upload_id");