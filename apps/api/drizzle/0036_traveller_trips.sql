-- ADR 1310, 1311: "My trips". A traveller asks for a one-time sign-in link for the
-- address they booked with (only the SHA-256 of its token is kept; single use, 15 minutes), opens
-- it and gets a traveller session of its own (its token hashed too), apart from staff sign-in.
-- Both keep the address lower-cased; the bookings are found by lower(email) in any letter case.
CREATE TABLE "traveller_sign_in_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traveller_sign_in_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "traveller_sign_in_links_email_lower" CHECK ("traveller_sign_in_links"."email" = lower("traveller_sign_in_links"."email"))
);
--> statement-breakpoint
CREATE INDEX "traveller_sign_in_links_expires_idx" ON "traveller_sign_in_links" USING btree ("expires_at");--> statement-breakpoint
CREATE TABLE "traveller_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traveller_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "traveller_sessions_email_lower" CHECK ("traveller_sessions"."email" = lower("traveller_sessions"."email"))
);
--> statement-breakpoint
CREATE INDEX "traveller_sessions_expires_idx" ON "traveller_sessions" USING btree ("expires_at");--> statement-breakpoint
-- The calendar file's SEQUENCE: it grows each time what the booking's event says (dates, title,
-- status) differs from what the last file said.
CREATE TABLE "booking_calendar_events" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"fingerprint" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_calendar_events" ADD CONSTRAINT "booking_calendar_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree (lower("email"),"travel_date");
