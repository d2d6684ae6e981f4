-- Lawful paperwork (ADR 1375, 1376, 1377): B2B invoices, the recipient's address from Rs 50,000,
-- and TCS on overseas packages.
-- bookings.business_name / business_gstin: a business booking (both or neither); the tax invoice
-- is then B2B, its place of supply the GSTIN's state.
ALTER TABLE "bookings" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "business_gstin" text;--> statement-breakpoint
-- The recipient's postal address (GST rule 46: asked when the total reaches Rs 50,000).
ALTER TABLE "bookings" ADD COLUMN "billing_address" text;--> statement-breakpoint
-- The lead traveller's PAN (an international package) and the TCS charged with the first
-- payment; tcs_collected_paise: what the gateway took of it; tcs_refunded_paise: given back.
ALTER TABLE "bookings" ADD COLUMN "pan" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tcs_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tcs_collected_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tcs_refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tcs_valid" CHECK ("bookings"."tcs_paise" >= 0 and "bookings"."tcs_collected_paise" >= 0 and "bookings"."tcs_refunded_paise" >= 0 and "bookings"."tcs_refunded_paise" <= "bookings"."tcs_collected_paise");--> statement-breakpoint
-- The part of an attempt's amount that is TCS (the first payment of an international booking).
ALTER TABLE "payment_attempts" ADD COLUMN "tcs_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The part of a refund's amount that gives TCS back.
ALTER TABLE "refunds" ADD COLUMN "tcs_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The recipient as the invoice prints it: a business's GSTIN, a postal address.
ALTER TABLE "tax_invoices" ADD COLUMN "recipient_gstin" text;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD COLUMN "recipient_address" text;--> statement-breakpoint
-- TCS rates (basis points) and the slab's threshold (paise), as the Finance Act in force sets them.
ALTER TABLE "site_settings" ADD COLUMN "tcs_rate_bp" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "tcs_threshold_paise" bigint DEFAULT 100000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "tcs_high_rate_bp" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_tcs_valid" CHECK ("site_settings"."tcs_rate_bp" between 0 and 5000 and "site_settings"."tcs_high_rate_bp" between 0 and 5000 and "site_settings"."tcs_threshold_paise" >= 0);--> statement-breakpoint
CREATE INDEX "bookings_tcs_created_idx" ON "bookings" USING btree ("created_at") WHERE "bookings"."tcs_collected_paise" > 0;
