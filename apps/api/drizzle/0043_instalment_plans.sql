-- Instalment plans (ADR 1365). tour_packages.instalment_plan: the package's optional schedule,
-- [{ "percent": 15, "daysBeforeTravel": null }, { "percent": 50, "daysBeforeTravel": 60 }, ...];
-- null: token and balance only.
ALTER TABLE "tour_packages" ADD COLUMN "instalment_plan" jsonb;--> statement-breakpoint
-- bookings.instalment_plan: the plan as it stood at checkout, frozen on a booking whose
-- payment_type is 'instalments' (its amounts and due dates follow the booking's total and date).
ALTER TABLE "bookings" ADD COLUMN "instalment_plan" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_payment_type_valid";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_type_valid" CHECK ("bookings"."payment_type" in ('token', 'full', 'instalments'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_instalment_plan_valid" CHECK (("bookings"."payment_type" = 'instalments') = ("bookings"."instalment_plan" is not null));
