CREATE TABLE "criminal_review_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"sent_by_user_id" integer NOT NULL,
	"note" text,
	"record_summary" text NOT NULL,
	"respond_by" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"statement" text,
	"document_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "criminal_review_letters" ADD CONSTRAINT "criminal_review_letters_transaction_id_lease_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."lease_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "criminal_review_letters" ADD CONSTRAINT "criminal_review_letters_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "criminal_review_letters" ADD CONSTRAINT "criminal_review_letters_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "criminal_review_letters_transaction_idx" ON "criminal_review_letters" USING btree ("transaction_id","applicant_id");