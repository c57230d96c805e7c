CREATE TABLE "community_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "community_id" integer;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "community_slug_redirects" ADD CONSTRAINT "community_slug_redirects_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_community_idx" ON "audit_log" USING btree ("community_id","created_at");