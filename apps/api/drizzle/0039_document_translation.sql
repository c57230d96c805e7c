ALTER TABLE "lease_documents" ADD COLUMN "translation" text;--> statement-breakpoint
ALTER TABLE "lease_documents" ADD COLUMN "translation_markdown" text;