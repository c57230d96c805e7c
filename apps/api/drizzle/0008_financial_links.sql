CREATE TABLE "applicant_employers" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"name" text NOT NULL,
	"address_street" text,
	"address_line_2" text,
	"address_city" text,
	"address_state" text,
	"address_postal_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "applicant_employers_applicant_id_unique" UNIQUE("applicant_id")
);
--> statement-breakpoint
CREATE TABLE "financial_link_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"provider" text NOT NULL,
	"style" text NOT NULL,
	"product" text NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"sealed_provider_state" text NOT NULL,
	"provider_link_session_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_financial_links" (
	"id" text PRIMARY KEY NOT NULL,
	"style" text NOT NULL,
	"product" text NOT NULL,
	"user_reference" text NOT NULL,
	"token_hash" text NOT NULL,
	"public_token_hash" text,
	"status" text NOT NULL,
	"test_user" text,
	"institution_id" text,
	"polls" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_financial_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "stated_income_cents" bigint;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "stated_assets_cents" bigint;--> statement-breakpoint
ALTER TABLE "applicant_employers" ADD CONSTRAINT "applicant_employers_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_link_sessions" ADD CONSTRAINT "financial_link_sessions_transaction_id_lease_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."lease_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_link_sessions" ADD CONSTRAINT "financial_link_sessions_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financial_link_sessions_applicant_idx" ON "financial_link_sessions" USING btree ("transaction_id","applicant_id","style","product");