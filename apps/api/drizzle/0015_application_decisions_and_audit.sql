CREATE TABLE "application_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"decision" text NOT NULL,
	"additional_deposit_cents" integer,
	"additional_deposit_kind" text,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"override_reason" text,
	"recommendation" jsonb,
	"decided_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "transaction_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "application_decisions" ADD CONSTRAINT "application_decisions_transaction_id_lease_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."lease_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_decisions" ADD CONSTRAINT "application_decisions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_decisions_transaction_idx" ON "application_decisions" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_transaction_idx" ON "audit_log" USING btree ("transaction_id","created_at");--> statement-breakpoint
-- The audit log is append-only: no row may be changed or deleted, except that a user's own id is cleared
-- (ON DELETE SET NULL) when that user is erased, which leaves what happened on record.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (NEW.actor_user_id IS NULL OR NEW.actor_user_id = OLD.actor_user_id)
    AND (NEW.subject_user_id IS NULL OR NEW.subject_user_id = OLD.subject_user_id)
    AND (NEW.id, NEW.transaction_id, NEW.action, NEW.details, NEW.before, NEW.after, NEW.created_at)
      IS NOT DISTINCT FROM (OLD.id, OLD.transaction_id, OLD.action, OLD.details, OLD.before, OLD.after, OLD.created_at)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The audit log is append-only: % is not allowed', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
