-- Bookings the admin makes (ADR 1360, 1361): a booking awaiting payment with a payment link.
-- bookings.created_by_admin: the admin who made it (null: a traveller's checkout); with
-- discount_reason, the audit of an admin's discount (bookings.discount_paise holds its amount).
ALTER TABLE "bookings" ADD COLUMN "created_by_admin" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_admin_users_id_fk" FOREIGN KEY ("created_by_admin") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_admin_made_idx" ON "bookings" USING btree ("created_by_admin") WHERE "created_by_admin" is not null;--> statement-breakpoint
-- Never two live gateway orders for one booking's first payment: a payment link is renewed only
-- once its attempt has ended (checkout makes one first attempt, the admin's renewals the next).
CREATE UNIQUE INDEX "payment_attempts_one_live_first_idx" ON "payment_attempts" USING btree ("booking_id") WHERE "kind" in ('token', 'full') and "status" in ('PENDING', 'PAYMENT_PENDING');--> statement-breakpoint
-- The booking a lead became (the admin's "Create booking" from the lead inbox).
ALTER TABLE "leads" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_booking_idx" ON "leads" USING btree ("booking_id") WHERE "booking_id" is not null;
