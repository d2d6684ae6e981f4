-- One traveller at a time (ADR 1370-1372): every traveller may carry an e-mail and a phone (the
-- announcements reach each address once), and the changes the operators make to one traveller are
-- kept: a removal, a corrected name, a seat handed to another person (who, when, old -> new).
ALTER TABLE "booking_travellers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "booking_travellers" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE TABLE "booking_traveller_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"old_name" text NOT NULL,
	"new_name" text,
	"detail" jsonb,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_traveller_changes_kind_valid" CHECK ("booking_traveller_changes"."kind" in ('renamed', 'transferred', 'removed'))
);--> statement-breakpoint
ALTER TABLE "booking_traveller_changes" ADD CONSTRAINT "booking_traveller_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_traveller_changes" ADD CONSTRAINT "booking_traveller_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_traveller_changes_booking_idx" ON "booking_traveller_changes" USING btree ("booking_id","created_at");
