CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer,
	"recipient" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_messages_community_idx" ON "sms_messages" USING btree ("community_id","created_at");