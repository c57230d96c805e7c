ALTER TABLE "communities" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "sender" text;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "reply_to" text;