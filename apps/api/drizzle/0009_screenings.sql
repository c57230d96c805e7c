CREATE TABLE "screening_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"screening_id" integer NOT NULL,
	"category" integer NOT NULL,
	"outcome" text NOT NULL,
	"summary" text NOT NULL,
	"credit_score" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "screening_results_screening_id_category_unique" UNIQUE("screening_id","category")
);
--> statement-breakpoint
CREATE TABLE "screenings" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"tax_id_type" text NOT NULL,
	"sealed_tax_id" text,
	"tax_id_last4" text,
	"terms_acceptance_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "screenings_applicant_id_unique" UNIQUE("applicant_id")
);
--> statement-breakpoint
ALTER TABLE "screening_results" ADD CONSTRAINT "screening_results_screening_id_screenings_id_fk" FOREIGN KEY ("screening_id") REFERENCES "public"."screenings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_transaction_id_lease_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."lease_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_terms_acceptance_id_terms_acceptances_id_fk" FOREIGN KEY ("terms_acceptance_id") REFERENCES "public"."terms_acceptances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screenings_transaction_idx" ON "screenings" USING btree ("transaction_id");