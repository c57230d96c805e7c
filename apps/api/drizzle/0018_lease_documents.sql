CREATE TABLE "document_signers" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"applicant_id" integer,
	"box_index" integer NOT NULL,
	"role_label" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone,
	"consented_at" timestamp with time zone,
	"consent_version" text,
	"signed_at" timestamp with time zone,
	"signature_name" text,
	"initials" text,
	"ip_address" text,
	"user_agent" text,
	"impersonator_user_id" integer,
	"stamped_at" timestamp with time zone,
	CONSTRAINT "document_signers_document_id_user_id_unique" UNIQUE("document_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "esign_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"signer_id" integer NOT NULL,
	"mode" text NOT NULL,
	"security_pin_hash" text,
	"impersonator_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "esign_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "lease_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"name" text NOT NULL,
	"guarantor_applicant_id" integer,
	"status" text NOT NULL,
	"signature_boxes" jsonb NOT NULL,
	"markdown" text NOT NULL,
	"unsigned_file_key" text NOT NULL,
	"unsigned_sha256" text NOT NULL,
	"sent_by_user_id" integer,
	"sent_at" timestamp with time zone NOT NULL,
	"voided_by_user_id" integer,
	"voided_at" timestamp with time zone,
	"countersigned_by_user_id" integer,
	"countersigner_name" text,
	"countersigner_email" text,
	"countersign_ip" text,
	"countersign_user_agent" text,
	"countersigned_at" timestamp with time zone,
	"signed_file_key" text,
	"sealed_file_key" text,
	"sealed_sha256" text,
	"sealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lease_residents" (
	"id" serial PRIMARY KEY NOT NULL,
	"lease_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" integer NOT NULL,
	CONSTRAINT "lease_residents_lease_id_user_id_unique" UNIQUE("lease_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"transaction_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"lease_term_months" integer NOT NULL,
	"monthly_rent_cents" integer NOT NULL,
	"monthly_items" jsonb NOT NULL,
	"deposits_held_cents" integer NOT NULL,
	"enable_self_service_renewals" boolean NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leases_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
ALTER TABLE "document_signers" ADD CONSTRAINT "document_signers_document_id_lease_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."lease_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signers" ADD CONSTRAINT "document_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signers" ADD CONSTRAINT "document_signers_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signers" ADD CONSTRAINT "document_signers_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_sessions" ADD CONSTRAINT "esign_sessions_signer_id_document_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."document_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_sessions" ADD CONSTRAINT "esign_sessions_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_documents" ADD CONSTRAINT "lease_documents_transaction_id_lease_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."lease_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_documents" ADD CONSTRAINT "lease_documents_guarantor_applicant_id_applicants_id_fk" FOREIGN KEY ("guarantor_applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_documents" ADD CONSTRAINT "lease_documents_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_documents" ADD CONSTRAINT "lease_documents_voided_by_user_id_users_id_fk" FOREIGN KEY ("voided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_documents" ADD CONSTRAINT "lease_documents_countersigned_by_user_id_users_id_fk" FOREIGN KEY ("countersigned_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_residents" ADD CONSTRAINT "lease_residents_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_residents" ADD CONSTRAINT "lease_residents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_transaction_id_lease_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."lease_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_signers_user_idx" ON "document_signers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lease_documents_transaction_idx" ON "lease_documents" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "lease_documents_sealed_sha256_idx" ON "lease_documents" USING btree ("sealed_sha256");--> statement-breakpoint
CREATE INDEX "lease_residents_user_idx" ON "lease_residents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leases_unit_idx" ON "leases" USING btree ("unit_id");