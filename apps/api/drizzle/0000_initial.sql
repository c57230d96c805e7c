CREATE TABLE "communities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"company_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"building_name" text NOT NULL,
	"normalized_street_address" text NOT NULL,
	"contact_phone" text NOT NULL,
	"timezone" text NOT NULL,
	"logo" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"background" text NOT NULL,
	"dark_mode" boolean DEFAULT false NOT NULL,
	"settings" jsonb NOT NULL,
	"sales_tax_basis_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "vacate_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"accept_ach_payments_from_applicants" boolean DEFAULT false NOT NULL,
	CONSTRAINT "companies_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "concessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"applies_to_lease_terms_months" jsonb NOT NULL,
	CONSTRAINT "concessions_community_id_key_unique" UNIQUE("community_id","key")
);
--> statement-breakpoint
CREATE TABLE "fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"category" integer,
	"amount_cents" integer,
	"amount_cents_by_bedrooms" jsonb,
	"per" text NOT NULL,
	"fee_help_text" text,
	"taxable" boolean DEFAULT false NOT NULL,
	"transaction_types" jsonb,
	"position" integer NOT NULL,
	CONSTRAINT "fees_community_id_key_unique" UNIQUE("community_id","key")
);
--> statement-breakpoint
CREATE TABLE "lease_term_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"months" integer NOT NULL,
	"price_adjustment_basis_points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lease_term_prices_community_id_months_unique" UNIQUE("community_id","months")
);
--> statement-breakpoint
CREATE TABLE "rental_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"key" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"monthly_cents" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"one_time_cents" integer DEFAULT 0 NOT NULL,
	"max_quantity" integer NOT NULL,
	"included_for_bedrooms_at_least" integer,
	"included_quantity" integer DEFAULT 0 NOT NULL,
	"taxable" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "rental_options_community_id_key_unique" UNIQUE("community_id","key")
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"unit_number" text NOT NULL,
	"layout" text NOT NULL,
	"bedrooms" integer NOT NULL,
	"bathrooms" double precision NOT NULL,
	"sqft" integer NOT NULL,
	"base_rent_cents" integer NOT NULL,
	"available_from" date NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "units_community_id_unit_number_unique" UNIQUE("community_id","unit_number")
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "staff_members_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_community_id_email_unique" UNIQUE("community_id","email")
);
--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacate_reasons" ADD CONSTRAINT "vacate_reasons_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concessions" ADD CONSTRAINT "concessions_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_term_prices" ADD CONSTRAINT "lease_term_prices_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_options" ADD CONSTRAINT "rental_options_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;