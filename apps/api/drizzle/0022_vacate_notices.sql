CREATE TABLE "vacate_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"lease_id" integer NOT NULL,
	"move_out_date" date NOT NULL,
	"reasons" jsonb NOT NULL,
	"other" text,
	"forwarding_address" jsonb NOT NULL,
	"lease_status_before" text NOT NULL,
	"given_by_user_id" integer,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vacate_notices_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
ALTER TABLE "vacate_notices" ADD CONSTRAINT "vacate_notices_transaction_id_lease_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."lease_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacate_notices" ADD CONSTRAINT "vacate_notices_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacate_notices" ADD CONSTRAINT "vacate_notices_given_by_user_id_users_id_fk" FOREIGN KEY ("given_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacate_notices" ADD CONSTRAINT "vacate_notices_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;