-- ADR 1303: an issued GST document never changes. Each tax invoice and credit note keeps what it
-- prints, frozen at its issue, in `snapshot`; its PDF is rendered from that alone. Documents
-- issued before this migration have none: the first read builds it from that day's data once
-- (a guarded UPDATE … WHERE snapshot IS NULL) and every later read renders from it.
ALTER TABLE "tax_invoices" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
-- A credit note with no refund behind it: a live booking's price coming down beyond what is
-- refunded ('reduction'), or a cancelled booking's part invoiced but never paid ('cancellation',
-- one a booking); a refund's note ('refund') keeps its refund.
ALTER TABLE "credit_notes" ADD COLUMN "reason" text DEFAULT 'refund' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_reason_valid" CHECK (("reason" = 'refund') = ("refund_id" is not null) and "reason" in ('refund', 'reduction', 'cancellation'));--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_cancellation_idx" ON "credit_notes" USING btree ("booking_id") WHERE "reason" = 'cancellation';
