ALTER TABLE "tour_dates" ADD COLUMN "closed_for_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DELETE FROM "waitlist_entries" w USING "waitlist_entries" o WHERE w."tour_date_id" = o."tour_date_id" AND lower(w."email") = lower(o."email") AND (o."created_at", o."id") < (w."created_at", w."id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_date_email_idx" ON "waitlist_entries" USING btree ("tour_date_id",lower("email"));--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirmation_resent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "retry_of" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_retry_of_refunds_id_fk" FOREIGN KEY ("retry_of") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_retry_of_idx" ON "refunds" USING btree ("retry_of");--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_quote" jsonb;
