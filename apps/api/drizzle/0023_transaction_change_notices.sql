-- Every write to what an applicant's transaction reads are answered from says so on one channel once it
-- commits, whichever instance, job or administrator made it: each instance's read cache forgets what it
-- holds for that transaction ('*': for every transaction). See docs/decisions/0013.
CREATE FUNCTION "notify_transaction_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_column text := TG_ARGV[0];
BEGIN
  IF key_column IS NULL THEN
    PERFORM pg_notify('transaction_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND to_jsonb(OLD) ->> key_column IS NOT NULL THEN
    PERFORM pg_notify('transaction_changes', to_jsonb(OLD) ->> key_column);
  END IF;
  IF TG_OP <> 'DELETE' AND to_jsonb(NEW) ->> key_column IS NOT NULL THEN
    PERFORM pg_notify('transaction_changes', to_jsonb(NEW) ->> key_column);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "lease_transactions_changed" AFTER INSERT OR UPDATE OR DELETE ON "lease_transactions" FOR EACH ROW EXECUTE FUNCTION "notify_transaction_change"('id');
--> statement-breakpoint
CREATE TRIGGER "applicants_changed" AFTER INSERT OR UPDATE OR DELETE ON "applicants" FOR EACH ROW EXECUTE FUNCTION "notify_transaction_change"('lease_transaction_id');
--> statement-breakpoint
CREATE TRIGGER "invitees_changed" AFTER INSERT OR UPDATE OR DELETE ON "invitees" FOR EACH ROW EXECUTE FUNCTION "notify_transaction_change"('lease_transaction_id');
--> statement-breakpoint
CREATE TRIGGER "transaction_events_changed" AFTER INSERT OR UPDATE OR DELETE ON "transaction_events" FOR EACH ROW EXECUTE FUNCTION "notify_transaction_change"('lease_transaction_id');
--> statement-breakpoint
CREATE TRIGGER "selected_rental_options_changed" AFTER INSERT OR UPDATE OR DELETE ON "selected_rental_options" FOR EACH ROW EXECUTE FUNCTION "notify_transaction_change"('lease_transaction_id');
--> statement-breakpoint
CREATE TRIGGER "application_decisions_changed" AFTER INSERT OR UPDATE OR DELETE ON "application_decisions" FOR EACH ROW EXECUTE FUNCTION "notify_transaction_change"('transaction_id');
--> statement-breakpoint
CREATE TRIGGER "financial_sources_changed" AFTER INSERT OR UPDATE OR DELETE ON "financial_sources" FOR EACH ROW EXECUTE FUNCTION "notify_transaction_change"('transaction_id');
--> statement-breakpoint
CREATE TRIGGER "lease_documents_changed" AFTER INSERT OR UPDATE OR DELETE ON "lease_documents" FOR EACH ROW EXECUTE FUNCTION "notify_transaction_change"('transaction_id');
--> statement-breakpoint
CREATE TRIGGER "uploaded_files_changed" AFTER INSERT OR UPDATE OR DELETE ON "uploaded_files" FOR EACH ROW EXECUTE FUNCTION "notify_transaction_change"('transaction_id');
--> statement-breakpoint
CREATE TRIGGER "communities_changed" AFTER INSERT OR UPDATE OR DELETE ON "communities" FOR EACH STATEMENT EXECUTE FUNCTION "notify_transaction_change"();
--> statement-breakpoint
CREATE TRIGGER "units_changed" AFTER INSERT OR UPDATE OR DELETE ON "units" FOR EACH STATEMENT EXECUTE FUNCTION "notify_transaction_change"();
--> statement-breakpoint
CREATE TRIGGER "rental_options_changed" AFTER INSERT OR UPDATE OR DELETE ON "rental_options" FOR EACH STATEMENT EXECUTE FUNCTION "notify_transaction_change"();
--> statement-breakpoint
CREATE TRIGGER "leases_changed" AFTER INSERT OR UPDATE OR DELETE ON "leases" FOR EACH STATEMENT EXECUTE FUNCTION "notify_transaction_change"();
--> statement-breakpoint
CREATE TRIGGER "users_renamed" AFTER UPDATE OF "first_name", "last_name" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_transaction_change"();
