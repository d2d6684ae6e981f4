ALTER TABLE "bookings" ADD COLUMN "live_refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_live_refunds_valid" CHECK ("bookings"."live_refunded_paise" >= 0 and "bookings"."live_refunded_paise" <= "bookings"."paid_paise");--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD COLUMN "kind" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD COLUMN "original_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_original_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("original_invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" DROP CONSTRAINT "tax_invoices_booking_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_booking_original_idx" ON "tax_invoices" USING btree ("booking_id") WHERE "tax_invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "tax_invoices_booking_idx" ON "tax_invoices" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_kind_valid" CHECK (("tax_invoices"."kind" = 'invoice' and "tax_invoices"."original_invoice_id" is null) or ("tax_invoices"."kind" = 'supplementary' and "tax_invoices"."original_invoice_id" is not null));
