CREATE SEQUENCE "public"."booking_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_number" text NOT NULL,
	"package_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"departure_id" uuid,
	"departure_name" text NOT NULL,
	"travel_date" date NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"payment_type" text NOT NULL,
	"pricing_type" text NOT NULL,
	"selection" jsonb NOT NULL,
	"people" integer NOT NULL,
	"package_amount_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"coupon_id" uuid,
	"due_now_paise" integer NOT NULL,
	"paid_paise" integer DEFAULT 0 NOT NULL,
	"payment_status" text DEFAULT 'PENDING' NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_booking_number_unique" UNIQUE("booking_number"),
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "bookings_amounts_valid" CHECK ("bookings"."package_amount_paise" >= 0 and "bookings"."discount_paise" >= 0 and "bookings"."due_now_paise" >= 0 and "bookings"."paid_paise" >= 0),
	CONSTRAINT "bookings_payment_type_valid" CHECK ("bookings"."payment_type" in ('token', 'full'))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_order_paise" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"package_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_kind_valid" CHECK ("coupons"."kind" in ('percent', 'fixed')),
	CONSTRAINT "coupons_value_valid" CHECK ("coupons"."value" > 0 and ("coupons"."kind" <> 'percent' or "coupons"."value" <= 100)),
	CONSTRAINT "coupons_used_valid" CHECK ("coupons"."used_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "email_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"merchant_transaction_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"gateway_transaction_id" text,
	"redirect_url" text,
	"check_count" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"refund_review" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_merchant_transaction_id_unique" UNIQUE("merchant_transaction_id")
);
--> statement-breakpoint
CREATE TABLE "seat_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"tour_date_id" uuid NOT NULL,
	"people" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_holds_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "seat_holds_status_valid" CHECK ("seat_holds"."status" in ('held', 'confirmed', 'released'))
);
--> statement-breakpoint
CREATE TABLE "tour_custom_pricings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"departure_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"total_people" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tour_custom_pricings_price_valid" CHECK ("tour_custom_pricings"."price_paise" >= 0),
	CONSTRAINT "tour_custom_pricings_people_valid" CHECK ("tour_custom_pricings"."total_people" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tour_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"departure_id" uuid NOT NULL,
	"date" date NOT NULL,
	"seats" integer,
	CONSTRAINT "tour_dates_seats_valid" CHECK ("tour_dates"."seats" is null or "tour_dates"."seats" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tour_departures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"name" text NOT NULL,
	"inclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_exclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_hotels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	"nights" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tour_hotels_nights_valid" CHECK ("tour_hotels"."nights" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "tour_inclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_itineraries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"destination_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"meals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_package_destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"destination_id" uuid NOT NULL,
	"days" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tour_package_destinations_days_valid" CHECK ("tour_package_destinations"."days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "tour_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"banner" text DEFAULT '' NOT NULL,
	"thumb" text DEFAULT '' NOT NULL,
	"promo_banner" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"rejection_reason" text,
	"featured" boolean DEFAULT false NOT NULL,
	"commission_type" text DEFAULT 'SalesOperations' NOT NULL,
	"intro_video" text DEFAULT '' NOT NULL,
	"additional_notes" text DEFAULT '' NOT NULL,
	"cancellation_policy" text DEFAULT '' NOT NULL,
	"terms_and_conditions" text DEFAULT '' NOT NULL,
	"is_influencer_travelling" boolean DEFAULT false NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"tour_type" text DEFAULT 'AnyDay' NOT NULL,
	"pricing_type" text DEFAULT 'Simple' NOT NULL,
	"starting_price_paise" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_packages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tour_packages_status_valid" CHECK ("tour_packages"."status" in ('Draft', 'Published', 'Rejected')),
	CONSTRAINT "tour_packages_commission_valid" CHECK ("tour_packages"."commission_type" in ('Booking', 'SalesOperations')),
	CONSTRAINT "tour_packages_tour_type_valid" CHECK ("tour_packages"."tour_type" in ('OneTime', 'AnyDay', 'SpecificDays')),
	CONSTRAINT "tour_packages_pricing_type_valid" CHECK ("tour_packages"."pricing_type" in ('Simple', 'Custom'))
);
--> statement-breakpoint
CREATE TABLE "tour_simple_pricings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"departure_id" uuid NOT NULL,
	"adult" smallint NOT NULL,
	"child" smallint NOT NULL,
	"price_paise" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tour_simple_pricings_counts_valid" CHECK ("tour_simple_pricings"."adult" >= 0 and "tour_simple_pricings"."child" >= 0 and "tour_simple_pricings"."adult" + "tour_simple_pricings"."child" >= 1),
	CONSTRAINT "tour_simple_pricings_price_valid" CHECK ("tour_simple_pricings"."price_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_tour_date_id_tour_dates_id_fk" FOREIGN KEY ("tour_date_id") REFERENCES "public"."tour_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_custom_pricings" ADD CONSTRAINT "tour_custom_pricings_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_dates" ADD CONSTRAINT "tour_dates_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_dates" ADD CONSTRAINT "tour_dates_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_departures" ADD CONSTRAINT "tour_departures_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_exclusions" ADD CONSTRAINT "tour_exclusions_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_hotels" ADD CONSTRAINT "tour_hotels_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_hotels" ADD CONSTRAINT "tour_hotels_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_inclusions" ADD CONSTRAINT "tour_inclusions_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_itineraries" ADD CONSTRAINT "tour_itineraries_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_itineraries" ADD CONSTRAINT "tour_itineraries_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_package_destinations" ADD CONSTRAINT "tour_package_destinations_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_package_destinations" ADD CONSTRAINT "tour_package_destinations_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD CONSTRAINT "tour_packages_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_simple_pricings" ADD CONSTRAINT "tour_simple_pricings_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_creator_created_idx" ON "bookings" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_status_created_idx" ON "bookings" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "bookings_package_idx" ON "bookings" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "bookings_name_trgm_idx" ON "bookings" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_email_trgm_idx" ON "bookings" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_jobs_due_idx" ON "email_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_booking_idx" ON "payment_attempts" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_due_idx" ON "payment_attempts" USING btree ("status","next_check_at");--> statement-breakpoint
CREATE INDEX "seat_holds_date_status_idx" ON "seat_holds" USING btree ("tour_date_id","status");--> statement-breakpoint
CREATE INDEX "tour_custom_pricings_departure_idx" ON "tour_custom_pricings" USING btree ("departure_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_dates_departure_date_idx" ON "tour_dates" USING btree ("departure_id","date");--> statement-breakpoint
CREATE INDEX "tour_dates_package_date_idx" ON "tour_dates" USING btree ("package_id","date");--> statement-breakpoint
CREATE INDEX "tour_departures_package_idx" ON "tour_departures" USING btree ("package_id","position");--> statement-breakpoint
CREATE INDEX "tour_exclusions_package_idx" ON "tour_exclusions" USING btree ("package_id","position");--> statement-breakpoint
CREATE INDEX "tour_hotels_package_idx" ON "tour_hotels" USING btree ("package_id","position");--> statement-breakpoint
CREATE INDEX "tour_hotels_hotel_idx" ON "tour_hotels" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "tour_inclusions_package_idx" ON "tour_inclusions" USING btree ("package_id","position");--> statement-breakpoint
CREATE INDEX "tour_itineraries_package_idx" ON "tour_itineraries" USING btree ("package_id","position");--> statement-breakpoint
CREATE INDEX "tour_itineraries_destination_idx" ON "tour_itineraries" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "tour_package_destinations_package_idx" ON "tour_package_destinations" USING btree ("package_id","position");--> statement-breakpoint
CREATE INDEX "tour_package_destinations_destination_idx" ON "tour_package_destinations" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "tour_packages_creator_created_idx" ON "tour_packages" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "tour_packages_status_created_idx" ON "tour_packages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tour_packages_status_price_idx" ON "tour_packages" USING btree ("status","starting_price_paise");--> statement-breakpoint
CREATE INDEX "tour_packages_status_featured_idx" ON "tour_packages" USING btree ("status","featured","created_at");--> statement-breakpoint
CREATE INDEX "tour_packages_title_trgm_idx" ON "tour_packages" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tour_simple_pricings_combination_idx" ON "tour_simple_pricings" USING btree ("departure_id","adult","child");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_package_idx" ON "leads" USING btree ("package_id");