CREATE TABLE "lease_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"lease_id" integer NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lease_changes_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
ALTER TABLE "lease_residents" ADD COLUMN "receive_renewal_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lease_changes" ADD CONSTRAINT "lease_changes_transaction_id_lease_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."lease_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_changes" ADD CONSTRAINT "lease_changes_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;