ALTER TABLE "site_settings" ADD COLUMN "gst_rate_percent" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "invoice_prefix" text DEFAULT 'WF' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "state_code" text;--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_address" text NOT NULL,
	"supplier_gstin" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_phone" text NOT NULL,
	"supplier_state_code" text NOT NULL,
	"place_of_supply" text NOT NULL,
	"intra_state" boolean NOT NULL,
	"rate_percent" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_invoices_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "tax_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_invoices_amounts_valid" CHECK ("tax_invoices"."taxable_paise" + "tax_invoices"."cgst_paise" + "tax_invoices"."sgst_paise" + "tax_invoices"."igst_paise" = "tax_invoices"."total_paise")
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"amount_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_amounts_valid" CHECK ("credit_notes"."taxable_paise" + "credit_notes"."cgst_paise" + "credit_notes"."sgst_paise" + "credit_notes"."igst_paise" = "credit_notes"."amount_paise")
);
--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_series_idx" ON "tax_invoices" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_series_idx" ON "credit_notes" USING btree ("financial_year","sequence");
