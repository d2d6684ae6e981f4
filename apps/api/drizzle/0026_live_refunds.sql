ALTER TABLE "bookings" ADD COLUMN "live_refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_live_refunds_valid" CHECK ("bookings"."live_refunded_paise" >= 0 and "bookings"."live_refunded_paise" <= "bookings"."paid_paise");--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD COLUMN "kind" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD COLUMN "original_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_original_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("original_invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" DROP CONSTRAINT "tax_invoices_booking_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_booking_original_idx" ON "tax_invoices" USING btree ("booking_id") WHERE "tax_invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "tax_invoices_booking_idx" ON "tax_invoices" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_kind_valid" CHECK (("tax_invoices"."kind" = 'invoice' and "tax_invoices"."original_invoice_id" is null) or ("tax_invoices"."kind" = 'supplementary' and "tax_invoices"."original_invoice_id" is not null));--> statement-breakpoint
-- ADR 1210: the kept dashboard figures (ADR 1211, migration 0024) owe what pendingPaise owes:
-- collected less what was refunded while the booking stays live. Every row has 0 refunded live
-- when this runs, so the figures already kept stay right.
CREATE OR REPLACE FUNCTION "booking_figures_parts"(b "bookings") RETURNS bigint[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[
    CASE WHEN (b)."payment_status" = 'PAYMENT_SUCCESS' THEN 1 ELSE 0 END,
    CASE WHEN (b)."payment_status" = 'PAYMENT_SUCCESS' THEN (b)."package_amount_paise" - (b)."discount_paise" ELSE 0 END,
    CASE WHEN (b)."payment_status" = 'PAYMENT_SUCCESS' THEN (b)."paid_paise" ELSE 0 END,
    CASE WHEN (b)."status" IN ('CONFIRMED', 'CANCELLATION_REQUESTED', 'COMPLETED')
      THEN greatest((b)."package_amount_paise" - (b)."discount_paise" - ((b)."paid_paise" - (b)."live_refunded_paise"), 0) ELSE 0 END,
    CASE WHEN (b)."status" = 'COMPLETED'
      THEN greatest((b)."package_amount_paise" - (b)."discount_paise" - ((b)."paid_paise" - (b)."live_refunded_paise"), 0) ELSE 0 END
  ]::bigint[]
$$;--> statement-breakpoint
DROP TRIGGER "booking_figures_on_booking" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "booking_figures_on_booking"
  AFTER INSERT OR DELETE OR UPDATE OF "creator_id", "created_at", "payment_status", "status",
    "package_amount_paise", "discount_paise", "paid_paise", "live_refunded_paise" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "booking_figures_on_booking"();
