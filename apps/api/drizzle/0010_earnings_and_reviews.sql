CREATE TABLE "booking_commissions" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"creator_id" uuid NOT NULL,
	"rate_bp" integer NOT NULL,
	"trip_ends_on" date NOT NULL,
	"completed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_commissions_rate_valid" CHECK ("booking_commissions"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payment_attempt_id" uuid,
	"refund_id" uuid,
	"base_paise" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_payment_attempt_id_unique" UNIQUE("payment_attempt_id"),
	CONSTRAINT "earnings_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "earnings_kind_valid" CHECK (("earnings"."kind" = 'ACCRUED' and "earnings"."payment_attempt_id" is not null and "earnings"."refund_id" is null and "earnings"."amount_paise" >= 0)
        or ("earnings"."kind" = 'REVERSED' and "earnings"."refund_id" is not null and "earnings"."payment_attempt_id" is null and "earnings"."amount_paise" <= 0)),
	CONSTRAINT "earnings_base_positive" CHECK ("earnings"."base_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"payout_id" uuid NOT NULL,
	"earning_id" uuid NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"row_count" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reference" text,
	"paid_on" date,
	"created_by" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_status_valid" CHECK ("payouts"."status" in ('PENDING', 'PAID', 'CANCELLED')),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_paise" > 0),
	CONSTRAINT "payouts_paid_has_reference" CHECK ("payouts"."status" <> 'PAID' or ("payouts"."reference" is not null and "payouts"."paid_on" is not null))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "reviews_rating_valid" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_valid" CHECK ("reviews"."status" in ('published', 'hidden')),
	CONSTRAINT "reviews_lengths_valid" CHECK (char_length("reviews"."title") <= 100 and char_length("reviews"."text") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "booking_commissions" ADD CONSTRAINT "booking_commissions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_commissions" ADD CONSTRAINT "booking_commissions_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_booking_id_booking_commissions_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_commissions"("booking_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_payment_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("payment_attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_earning_id_earnings_id_fk" FOREIGN KEY ("earning_id") REFERENCES "public"."earnings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_commissions_creator_idx" ON "booking_commissions" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "earnings_creator_created_idx" ON "earnings" USING btree ("creator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "earnings_booking_idx" ON "earnings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "earnings_created_idx" ON "earnings" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_payout_earning_idx" ON "payout_items" USING btree ("payout_id","earning_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_live_earning_idx" ON "payout_items" USING btree ("earning_id") WHERE "payout_items"."released_at" is null;--> statement-breakpoint
CREATE INDEX "payouts_creator_created_idx" ON "payouts" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_created_idx" ON "payouts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reviews_package_status_created_idx" ON "reviews" USING btree ("package_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_creator_status_created_idx" ON "reviews" USING btree ("creator_id","status","created_at");