ALTER TABLE "bookings" ADD COLUMN "cancelled_by_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_dates" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tour_dates" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE TABLE "booking_move_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"from_departure_id" uuid,
	"to_date" date NOT NULL,
	"to_departure_id" uuid NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"offered_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_move_offers_status_valid" CHECK ("booking_move_offers"."status" in ('offered', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "booking_move_offers" ADD CONSTRAINT "booking_move_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_move_offers" ADD CONSTRAINT "booking_move_offers_to_departure_id_tour_departures_id_fk" FOREIGN KEY ("to_departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_move_offers" ADD CONSTRAINT "booking_move_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_move_offers_open_idx" ON "booking_move_offers" USING btree ("booking_id") WHERE "booking_move_offers"."status" = 'offered';
