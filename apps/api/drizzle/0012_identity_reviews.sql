ALTER TABLE "identity_verifications" ADD COLUMN "reviewed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_verifications_status_idx" ON "identity_verifications" USING btree ("status");