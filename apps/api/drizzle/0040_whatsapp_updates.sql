-- Part 3 (ADR 1343, 1344): booking updates on WhatsApp, opt-in at checkout.
-- bookings.whatsapp_phone: the traveller's number in international form (91XXXXXXXXXX) when they
-- ticked "Send me updates on WhatsApp"; null: no WhatsApp messages for the booking.
ALTER TABLE "bookings" ADD COLUMN "whatsapp_phone" text;--> statement-breakpoint
-- The outbox carries both channels: 'email' rows as before; 'whatsapp' rows hold the number in
-- "to", the template's name in "subject" and its body parameters (a JSON array) in "text".
ALTER TABLE "email_jobs" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_jobs" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
-- The provider's message id (WhatsApp's messages[0].id) and its latest delivery status.
ALTER TABLE "email_jobs" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "email_jobs" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "email_jobs" ADD COLUMN "delivery_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "email_jobs_provider_message_idx" ON "email_jobs" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "email_jobs_booking_idx" ON "email_jobs" USING btree ("booking_id");--> statement-breakpoint
-- Numbers that replied STOP: nothing more is sent to them (queued messages are dropped when claimed).
CREATE TABLE "whatsapp_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
