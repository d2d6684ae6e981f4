CREATE TABLE "booking_travellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"age" integer NOT NULL,
	"gender" text,
	"id_type" text,
	"id_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_travellers_age_valid" CHECK ("booking_travellers"."age" >= 0 and "booking_travellers"."age" <= 120)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_attempt_id" uuid NOT NULL,
	"merchant_transaction_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"gateway_transaction_id" text,
	"check_count" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_merchant_transaction_id_unique" UNIQUE("merchant_transaction_id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_status_valid" CHECK ("refunds"."status" in ('PENDING', 'COMPLETED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_due_date" date;--> statement-breakpoint
UPDATE "bookings" SET "balance_due_date" = greatest("travel_date" - 30, ("created_at" AT TIME ZONE 'Asia/Kolkata')::date);--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "balance_due_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_computed_paise" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_applied_paise" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "bookings" SET "status" = 'CONFIRMED' WHERE "paid_paise" > 0;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "kind" text;--> statement-breakpoint
UPDATE "payment_attempts" SET "kind" = "bookings"."payment_type" FROM "bookings" WHERE "bookings"."id" = "payment_attempts"."booking_id";--> statement-breakpoint
ALTER TABLE "payment_attempts" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "email_jobs" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "business_name" text DEFAULT 'Wayfarer' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "business_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "gstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_travellers" ADD CONSTRAINT "booking_travellers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("payment_attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_travellers_position_idx" ON "booking_travellers" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_attempt_idx" ON "refunds" USING btree ("payment_attempt_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("status","next_check_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_status_travel_idx" ON "bookings" USING btree ("status","travel_date");--> statement-breakpoint
CREATE INDEX "bookings_status_due_idx" ON "bookings" USING btree ("status","balance_due_date");--> statement-breakpoint
ALTER TABLE "email_jobs" ADD CONSTRAINT "email_jobs_dedupe_key_unique" UNIQUE("dedupe_key");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_valid" CHECK ("bookings"."status" in ('PENDING', 'CONFIRMED', 'CANCELLATION_REQUESTED', 'CANCELLED', 'COMPLETED'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refunds_valid" CHECK ("bookings"."refunded_paise" >= 0 and "bookings"."refunded_paise" <= "bookings"."paid_paise" and coalesce("bookings"."refund_applied_paise", 0) >= 0);--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_kind_valid" CHECK ("payment_attempts"."kind" in ('token', 'full', 'balance', 'offline'));