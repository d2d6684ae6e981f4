-- ADR 1302: the traveller's manage key. The booking id is seen by staff (lists, exports, e-mails),
-- so it can no longer stand for the traveller: every traveller's action asks for this secret too.
-- Existing bookings get one here: two random uuids' hex (gen_random_uuid is core in PostgreSQL 13+
-- and PGlite, drawn from the strong random source; about 244 random bits). New bookings get 32
-- random bytes (base64url) from the checkout service; the default covers rows written elsewhere.
ALTER TABLE "bookings" ADD COLUMN "manage_key" text;--> statement-breakpoint
UPDATE "bookings" SET "manage_key" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "manage_key" SET DEFAULT (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''));--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "manage_key" SET NOT NULL;
