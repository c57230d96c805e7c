DROP INDEX "lease_transactions_community_idx";--> statement-breakpoint
CREATE INDEX "lease_transactions_newest_idx" ON "lease_transactions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "lease_transactions_community_newest_idx" ON "lease_transactions" USING btree ("community_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lease_transactions_status_newest_idx" ON "lease_transactions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "lease_transactions_community_status_newest_idx" ON "lease_transactions" USING btree ("community_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "lease_transactions_unit_idx" ON "lease_transactions" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "leases_ending_idx" ON "leases" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "leases_community_ending_idx" ON "leases" USING btree ("community_id","end_date","id");--> statement-breakpoint
CREATE INDEX "leases_status_ending_idx" ON "leases" USING btree ("status","end_date","id");--> statement-breakpoint
CREATE INDEX "leases_community_status_ending_idx" ON "leases" USING btree ("community_id","status","end_date","id");--> statement-breakpoint
CREATE INDEX "units_search_trgm_idx" ON "units" USING gin ((' ' || "unit_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((' ' || "first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);