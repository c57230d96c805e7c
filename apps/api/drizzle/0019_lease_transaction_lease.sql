ALTER TABLE "lease_transactions" ADD COLUMN "lease_id" integer;--> statement-breakpoint
CREATE INDEX "lease_transactions_lease_idx" ON "lease_transactions" USING btree ("lease_id");