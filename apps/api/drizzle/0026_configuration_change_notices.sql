-- What a community's configuration is read from says so too when it changes ('*': every community), so
-- each instance's configuration cache forgets it at once instead of after its TTL (issue 36: a price
-- changed through one instance is quoted by every other within a second).
CREATE TRIGGER "fees_changed" AFTER INSERT OR UPDATE OR DELETE ON "fees" FOR EACH STATEMENT EXECUTE FUNCTION "notify_transaction_change"();
--> statement-breakpoint
CREATE TRIGGER "concessions_changed" AFTER INSERT OR UPDATE OR DELETE ON "concessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_transaction_change"();
--> statement-breakpoint
CREATE TRIGGER "lease_term_prices_changed" AFTER INSERT OR UPDATE OR DELETE ON "lease_term_prices" FOR EACH STATEMENT EXECUTE FUNCTION "notify_transaction_change"();
--> statement-breakpoint
CREATE TRIGGER "vacate_reasons_changed" AFTER INSERT OR UPDATE OR DELETE ON "vacate_reasons" FOR EACH STATEMENT EXECUTE FUNCTION "notify_transaction_change"();
--> statement-breakpoint
CREATE TRIGGER "companies_changed" AFTER INSERT OR UPDATE OR DELETE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "notify_transaction_change"();
