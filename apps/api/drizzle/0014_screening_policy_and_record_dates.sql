ALTER TABLE "communities" ADD COLUMN "screening_policy" jsonb;--> statement-breakpoint
ALTER TABLE "screening_results" ADD COLUMN "record_date" date;