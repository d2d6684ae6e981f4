CREATE TABLE "booking_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_notes_text_length" CHECK (char_length("booking_notes"."text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "offline_method" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "offline_reference" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "booking_notes" ADD CONSTRAINT "booking_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_notes" ADD CONSTRAINT "booking_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_notes_booking_idx" ON "booking_notes" USING btree ("booking_id","created_at");--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_offline_method_valid" CHECK ("payment_attempts"."offline_method" is null or "payment_attempts"."offline_method" in ('bank_transfer', 'cash', 'upi_offline'));