CREATE TABLE "identity_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"channel" text,
	"passcode_hash" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"provider_reference" text,
	"questions" jsonb,
	"correct_answers" integer,
	"upload_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_identity_quizzes" (
	"reference" text PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"graded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_identity_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"status" text NOT NULL,
	"document" text,
	"selfie" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_identity_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_transaction_id_lease_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."lease_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_upload_id_uploaded_files_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_verifications_applicant_idx" ON "identity_verifications" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_transaction_idx" ON "identity_verifications" USING btree ("transaction_id");