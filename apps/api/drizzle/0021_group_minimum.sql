ALTER TABLE "tour_packages" ADD COLUMN "decision_days_before" integer DEFAULT 45 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD CONSTRAINT "tour_packages_decision_days_valid" CHECK ("tour_packages"."decision_days_before" between 1 and 180);--> statement-breakpoint
ALTER TABLE "tour_dates" ADD COLUMN "min_travellers" integer;--> statement-breakpoint
ALTER TABLE "tour_dates" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tour_dates" ADD COLUMN "confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "tour_dates" ADD CONSTRAINT "tour_dates_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_dates" ADD CONSTRAINT "tour_dates_min_travellers_valid" CHECK ("tour_dates"."min_travellers" is null or "tour_dates"."min_travellers" between 1 and 999);
