ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- A community stored before the setting existed offers both languages, the setting's default (issue 38).
UPDATE "communities" SET "settings" = "settings" || '{"languages": ["en", "es"]}'::jsonb WHERE NOT ("settings" ? 'languages');
