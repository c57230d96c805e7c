CREATE TABLE "financial_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"stream_type" text NOT NULL,
	"income_or_asset_type" integer NOT NULL,
	"estimated_amount_cents" bigint NOT NULL,
	"adjusted_amount_cents" bigint,
	"status" integer NOT NULL,
	"other" text,
	"case_manager_name" text,
	"case_manager_contact_info" text,
	"has_requested_more_documents" boolean DEFAULT false NOT NULL,
	"is_plaid" boolean DEFAULT false NOT NULL,
	"flow_type" text,
	"method_to_resolve_unverified_documents" text,
	"plaid_is_unable_to_be_verified" boolean DEFAULT false NOT NULL,
	"plaid_has_fraud_risk" boolean DEFAULT false NOT NULL,
	"plaid_risk_score_label" text,
	"funnel_risk_signals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_pending_plaid_verification" boolean DEFAULT false NOT NULL,
	"finicity_income_stream_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "reported_no_income_assets" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "financial_source_id" integer;--> statement-breakpoint
ALTER TABLE "financial_sources" ADD CONSTRAINT "financial_sources_transaction_id_lease_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."lease_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_sources" ADD CONSTRAINT "financial_sources_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financial_sources_applicant_idx" ON "financial_sources" USING btree ("transaction_id","applicant_id");--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_financial_source_id_financial_sources_id_fk" FOREIGN KEY ("financial_source_id") REFERENCES "public"."financial_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_files_financial_source_idx" ON "uploaded_files" USING btree ("financial_source_id");