-- ADR 1303: an issued GST document never changes. Each tax invoice and credit note keeps what it
-- prints, frozen at its issue, in `snapshot`; its PDF is rendered from that alone. Documents
-- issued before this migration have none: the first read builds it from that day's data once
-- (a guarded UPDATE … WHERE snapshot IS NULL) and every later read renders from it.
ALTER TABLE "tax_invoices" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
-- A cancelled booking's invoiced-but-unpaid part is credited by a note of its own, with no refund
-- behind it (reason 'cancellation', one a booking); a refund's note keeps its refund.
ALTER TABLE "credit_notes" ADD COLUMN "reason" text DEFAULT 'refund' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_reason_valid" CHECK (("reason" = 'refund' and "refund_id" is not null) or ("reason" = 'cancellation' and "refund_id" is null));--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_cancellation_idx" ON "credit_notes" USING btree ("booking_id") WHERE "reason" = 'cancellation';
