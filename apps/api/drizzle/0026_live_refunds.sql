ALTER TABLE "bookings" ADD COLUMN "live_refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_live_refunds_valid" CHECK ("bookings"."live_refunded_paise" >= 0 and "bookings"."live_refunded_paise" <= "bookings"."paid_paise");
