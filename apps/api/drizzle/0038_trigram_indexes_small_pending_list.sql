-- The trigram indexes keep at most 64 kB of new rows outside the index (their pending list): a search reads
-- that list whole, and with up to 4 MB there the planner searched by a sequential scan (src/db/schema/users.ts).
DROP INDEX "units_search_trgm_idx";--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "units_search_trgm_idx" ON "units" USING gin ((' ' || "unit_number") gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((' ' || "first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops) WITH (gin_pending_list_limit=64);