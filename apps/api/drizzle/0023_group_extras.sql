ALTER TABLE "tour_packages" DROP CONSTRAINT "tour_packages_status_valid";--> statement-breakpoint
ALTER TABLE "tour_packages" ADD CONSTRAINT "tour_packages_status_valid" CHECK ("tour_packages"."status" in ('Draft', 'PendingReview', 'Published', 'Rejected', 'ComingSoon'));--> statement-breakpoint
ALTER TABLE "tour_packages" ADD COLUMN "is_international" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "tour_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"departure_id" uuid NOT NULL,
	"date" date NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"author_id" uuid,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_announcements_subject_length" CHECK (char_length("tour_announcements"."subject") between 3 and 120),
	CONSTRAINT "tour_announcements_message_length" CHECK (char_length("tour_announcements"."message") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "tour_announcements" ADD CONSTRAINT "tour_announcements_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_announcements" ADD CONSTRAINT "tour_announcements_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_announcements" ADD CONSTRAINT "tour_announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_announcements_date_idx" ON "tour_announcements" USING btree ("package_id","departure_id","date","created_at");--> statement-breakpoint
CREATE TABLE "booking_traveller_details" (
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"emergency_name" text,
	"emergency_phone" text,
	"dietary_needs" text,
	"medical_notes" text,
	"passport_number" text,
	"nationality" text,
	"passport_expiry" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_traveller_details_booking_id_position_pk" PRIMARY KEY("booking_id","position")
);
--> statement-breakpoint
ALTER TABLE "booking_traveller_details" ADD CONSTRAINT "booking_traveller_details_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "departure_notes" (
	"package_id" uuid NOT NULL,
	"departure_id" uuid NOT NULL,
	"date" date NOT NULL,
	"notes" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departure_notes_departure_id_date_pk" PRIMARY KEY("departure_id","date"),
	CONSTRAINT "departure_notes_length" CHECK (char_length("departure_notes"."notes") <= 5000)
);
--> statement-breakpoint
ALTER TABLE "departure_notes" ADD CONSTRAINT "departure_notes_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_notes" ADD CONSTRAINT "departure_notes_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "launch_list_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"budget_paise" integer,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launch_list_entries_budget_valid" CHECK ("launch_list_entries"."budget_paise" is null or "launch_list_entries"."budget_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "launch_list_entries" ADD CONSTRAINT "launch_list_entries_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "launch_list_entries_email_idx" ON "launch_list_entries" USING btree ("package_id",lower("email"));--> statement-breakpoint
CREATE INDEX "launch_list_entries_waiting_idx" ON "launch_list_entries" USING btree ("package_id") WHERE "launch_list_entries"."notified_at" is null;
