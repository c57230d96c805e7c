CREATE TABLE "staff_member_communities" (
	"staff_member_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	CONSTRAINT "staff_member_communities_staff_member_id_community_id_pk" PRIMARY KEY("staff_member_id","community_id")
);
--> statement-breakpoint
ALTER TABLE "one_time_tokens" ALTER COLUMN "community_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "community_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "community_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_member_communities" ADD CONSTRAINT "staff_member_communities_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_member_communities" ADD CONSTRAINT "staff_member_communities_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Staff accounts made before company accounts existed keep the community they were made at as the one
-- they work in (admins work in all), and become the company's.
INSERT INTO "staff_member_communities" ("staff_member_id", "community_id")
SELECT "staff_members"."id", "users"."community_id" FROM "staff_members"
JOIN "users" ON "users"."id" = "staff_members"."user_id"
WHERE "staff_members"."role" <> 'admin' AND "users"."community_id" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "community_id" = NULL WHERE "id" IN (SELECT "user_id" FROM "staff_members");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_account_email_idx" ON "users" USING btree ("email") WHERE "users"."community_id" is null;