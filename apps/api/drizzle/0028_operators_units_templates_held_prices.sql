CREATE TABLE "document_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "document_templates_community_id_kind_unique" UNIQUE("community_id","kind")
);
--> statement-breakpoint
CREATE TABLE "unit_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"effective_date" date NOT NULL,
	"base_rent_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "unit_price_changes_unit_id_effective_date_unique" UNIQUE("unit_id","effective_date")
);
--> statement-breakpoint
ALTER TABLE "lease_transactions" ADD COLUMN "held_prices" jsonb;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_price_changes" ADD CONSTRAINT "unit_price_changes_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;