CREATE TABLE "applicants" (
	"id" serial PRIMARY KEY NOT NULL,
	"lease_transaction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" integer NOT NULL,
	"address_street" text,
	"address_line_2" text,
	"address_city" text,
	"address_state" text,
	"address_postal_code" text,
	"military_status" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitees" (
	"id" serial PRIMARY KEY NOT NULL,
	"lease_transaction_id" integer NOT NULL,
	"role" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"birthday" date,
	"invited_by_applicant_id" integer,
	"joined_applicant_id" integer,
	"invited_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"type" integer NOT NULL,
	"status" integer NOT NULL,
	"lease_term" integer,
	"is_month_to_month" boolean DEFAULT false NOT NULL,
	"move_in_date" date,
	"quoted_at" timestamp with time zone,
	"quoted_rent_cents" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selected_rental_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"lease_transaction_id" integer NOT NULL,
	"rental_option_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"pet_type" text,
	"is_assistance_animal" boolean DEFAULT false NOT NULL,
	"quoted_monthly_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lease_transaction_id" integer NOT NULL,
	"applicant_id" integer,
	"event" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_lease_transaction_id_lease_transactions_id_fk" FOREIGN KEY ("lease_transaction_id") REFERENCES "public"."lease_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitees" ADD CONSTRAINT "invitees_lease_transaction_id_lease_transactions_id_fk" FOREIGN KEY ("lease_transaction_id") REFERENCES "public"."lease_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitees" ADD CONSTRAINT "invitees_invited_by_applicant_id_applicants_id_fk" FOREIGN KEY ("invited_by_applicant_id") REFERENCES "public"."applicants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitees" ADD CONSTRAINT "invitees_joined_applicant_id_applicants_id_fk" FOREIGN KEY ("joined_applicant_id") REFERENCES "public"."applicants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_transactions" ADD CONSTRAINT "lease_transactions_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_transactions" ADD CONSTRAINT "lease_transactions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selected_rental_options" ADD CONSTRAINT "selected_rental_options_lease_transaction_id_lease_transactions_id_fk" FOREIGN KEY ("lease_transaction_id") REFERENCES "public"."lease_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selected_rental_options" ADD CONSTRAINT "selected_rental_options_rental_option_id_rental_options_id_fk" FOREIGN KEY ("rental_option_id") REFERENCES "public"."rental_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_events" ADD CONSTRAINT "transaction_events_lease_transaction_id_lease_transactions_id_fk" FOREIGN KEY ("lease_transaction_id") REFERENCES "public"."lease_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_events" ADD CONSTRAINT "transaction_events_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicants_transaction_idx" ON "applicants" USING btree ("lease_transaction_id");--> statement-breakpoint
CREATE INDEX "applicants_user_idx" ON "applicants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invitees_transaction_idx" ON "invitees" USING btree ("lease_transaction_id");--> statement-breakpoint
CREATE INDEX "lease_transactions_community_idx" ON "lease_transactions" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "selected_rental_options_transaction_idx" ON "selected_rental_options" USING btree ("lease_transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_events_transaction_idx" ON "transaction_events" USING btree ("lease_transaction_id");