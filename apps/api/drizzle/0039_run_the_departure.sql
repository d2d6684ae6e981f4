-- Running the departure (rooming, supplier costs), the passport rule and the signatory.
-- The package's passport rule (ADR 1342): a traveller's passport must stay valid this many months
-- after the return date (0..24; 6 unless the editor says otherwise).
ALTER TABLE "tour_packages" ADD COLUMN "passport_validity_months" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD CONSTRAINT "tour_packages_passport_validity_valid" CHECK ("tour_packages"."passport_validity_months" between 0 and 24);--> statement-breakpoint
-- The signatory every tax document issued from now on prints (ADR 1342): part of each document's
-- snapshot at issue, so a document issued before a change keeps its own.
ALTER TABLE "site_settings" ADD COLUMN "signatory_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "signatory_designation" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A date's rooming list (ADR 1341): the rooms saved whole, each with its type and its travellers
-- by (booking, position); read against the date's travelling bookings of the moment.
CREATE TABLE "rooming_lists" (
	"package_id" uuid NOT NULL,
	"departure_id" uuid NOT NULL,
	"date" date NOT NULL,
	"rooms" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooming_lists_departure_id_date_pk" PRIMARY KEY("departure_id","date"),
	CONSTRAINT "rooming_lists_rooms_array" CHECK (jsonb_typeof("rooming_lists"."rooms") = 'array')
);
--> statement-breakpoint
ALTER TABLE "rooming_lists" ADD CONSTRAINT "rooming_lists_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooming_lists" ADD CONSTRAINT "rooming_lists_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooming_lists" ADD CONSTRAINT "rooming_lists_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A date's supplier costs (ADR 1340): hotel, vehicle, guide or other; an amount in paise; paid or due.
CREATE TABLE "departure_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"departure_id" uuid NOT NULL,
	"date" date NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departure_costs_category_valid" CHECK ("departure_costs"."category" in ('hotel', 'vehicle', 'guide', 'other')),
	CONSTRAINT "departure_costs_status_valid" CHECK ("departure_costs"."status" in ('paid', 'due')),
	CONSTRAINT "departure_costs_amount_valid" CHECK ("departure_costs"."amount_paise" between 1 and 1000000000),
	CONSTRAINT "departure_costs_description_length" CHECK (char_length("departure_costs"."description") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "departure_costs" ADD CONSTRAINT "departure_costs_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_costs" ADD CONSTRAINT "departure_costs_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_costs" ADD CONSTRAINT "departure_costs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departure_costs_date_idx" ON "departure_costs" USING btree ("departure_id","date","created_at");--> statement-breakpoint
CREATE INDEX "departure_costs_package_idx" ON "departure_costs" USING btree ("package_id","date");
