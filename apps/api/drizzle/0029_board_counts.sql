-- ADR 1222: the departure board's per-date counts kept as they change, by triggers in the writer's
-- transaction (as the dashboards' figures of ADR 1211): the travelling bookings and their people
-- per package, departure and travel date, and the live holds' people per tour date. The board
-- reads one row per date instead of adding up the package's bookings and holds on each request.
-- A row whose counts reach zero is deleted, so the tables hold only dates with something to show.
CREATE TABLE "board_booking_counts" (
	"package_id" uuid NOT NULL,
	"departure_id" uuid NOT NULL,
	"travel_date" date NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"people" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "board_booking_counts_pk" PRIMARY KEY("package_id","departure_id","travel_date")
);
--> statement-breakpoint
CREATE TABLE "board_hold_counts" (
	"tour_date_id" uuid PRIMARY KEY NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "board_booking_counts_add"(pkg uuid, dep uuid, day date, d_bookings integer,
  d_people integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE n_bookings integer; n_people integer;
BEGIN
  IF pkg IS NULL OR dep IS NULL OR day IS NULL OR (d_bookings = 0 AND d_people = 0) THEN RETURN; END IF;
  INSERT INTO "board_booking_counts" AS c ("package_id", "departure_id", "travel_date", "bookings", "people")
  VALUES (pkg, dep, day, d_bookings, d_people)
  ON CONFLICT ("package_id", "departure_id", "travel_date") DO UPDATE SET
    "bookings" = c."bookings" + excluded."bookings", "people" = c."people" + excluded."people"
  RETURNING c."bookings", c."people" INTO n_bookings, n_people;
  IF n_bookings = 0 AND n_people = 0 THEN
    DELETE FROM "board_booking_counts"
    WHERE "package_id" = pkg AND "departure_id" = dep AND "travel_date" = day;
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "board_hold_counts_add"(td uuid, d_held integer, d_taken integer)
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE n_held integer; n_taken integer;
BEGIN
  IF td IS NULL OR (d_held = 0 AND d_taken = 0) THEN RETURN; END IF;
  INSERT INTO "board_hold_counts" AS c ("tour_date_id", "held", "taken") VALUES (td, d_held, d_taken)
  ON CONFLICT ("tour_date_id") DO UPDATE SET
    "held" = c."held" + excluded."held", "taken" = c."taken" + excluded."taken"
  RETURNING c."held", c."taken" INTO n_held, n_taken;
  IF n_held = 0 AND n_taken = 0 THEN
    DELETE FROM "board_hold_counts" WHERE "tour_date_id" = td;
  END IF;
END;
$$;--> statement-breakpoint
-- A booking counts on the board while it travels: CONFIRMED, CANCELLATION_REQUESTED or COMPLETED
-- (TRAVELLING_STATUSES in operations.repository.ts; board-counts.test.ts compares with a recount).
CREATE FUNCTION "board_counts_on_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD."status" IN ('CONFIRMED', 'CANCELLATION_REQUESTED', 'COMPLETED');
  is_now boolean := TG_OP <> 'DELETE' AND NEW."status" IN ('CONFIRMED', 'CANCELLATION_REQUESTED', 'COMPLETED');
BEGIN
  IF TG_OP = 'UPDATE' AND was = is_now AND NEW."package_id" = OLD."package_id"
     AND NEW."departure_id" IS NOT DISTINCT FROM OLD."departure_id"
     AND NEW."travel_date" = OLD."travel_date" AND NEW."people" = OLD."people" THEN
    RETURN NULL;
  END IF;
  IF was THEN
    PERFORM "board_booking_counts_add"(OLD."package_id", OLD."departure_id", OLD."travel_date", -1, -OLD."people");
  END IF;
  IF is_now THEN
    PERFORM "board_booking_counts_add"(NEW."package_id", NEW."departure_id", NEW."travel_date", 1, NEW."people");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "board_counts_on_booking"
  AFTER INSERT OR DELETE OR UPDATE OF "package_id", "departure_id", "travel_date", "status", "people" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "board_counts_on_booking"();--> statement-breakpoint
-- A hold counts while held (held and taken) or confirmed (taken); released counts nowhere.
CREATE FUNCTION "board_counts_on_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o_held integer := 0; o_taken integer := 0; n_held integer := 0; n_taken integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD."status" = 'held' THEN o_held := OLD."people"; END IF;
    IF OLD."status" IN ('held', 'confirmed') THEN o_taken := OLD."people"; END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW."status" = 'held' THEN n_held := NEW."people"; END IF;
    IF NEW."status" IN ('held', 'confirmed') THEN n_taken := NEW."people"; END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."tour_date_id" = OLD."tour_date_id" THEN
    PERFORM "board_hold_counts_add"(NEW."tour_date_id", n_held - o_held, n_taken - o_taken);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM "board_hold_counts_add"(OLD."tour_date_id", -o_held, -o_taken); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "board_hold_counts_add"(NEW."tour_date_id", n_held, n_taken); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "board_counts_on_hold"
  AFTER INSERT OR DELETE OR UPDATE OF "tour_date_id", "status", "people" ON "seat_holds"
  FOR EACH ROW EXECUTE FUNCTION "board_counts_on_hold"();--> statement-breakpoint
-- Both tables rebuilt from the rows: the backfill below, and after a bulk load that ran with the
-- triggers disabled (bench:scale), as kept_figures_rebuild.
CREATE FUNCTION "board_counts_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "board_booking_counts";
  DELETE FROM "board_hold_counts";
  INSERT INTO "board_booking_counts" ("package_id", "departure_id", "travel_date", "bookings", "people")
  SELECT b."package_id", b."departure_id", b."travel_date", count(*), sum(b."people")
  FROM "bookings" b
  WHERE b."departure_id" IS NOT NULL AND b."status" IN ('CONFIRMED', 'CANCELLATION_REQUESTED', 'COMPLETED')
  GROUP BY b."package_id", b."departure_id", b."travel_date";
  INSERT INTO "board_hold_counts" ("tour_date_id", "held", "taken")
  SELECT h."tour_date_id", coalesce(sum(h."people") FILTER (WHERE h."status" = 'held'), 0), sum(h."people")
  FROM "seat_holds" h WHERE h."status" IN ('held', 'confirmed')
  GROUP BY h."tour_date_id" HAVING sum(h."people") <> 0;
END;
$$;--> statement-breakpoint
SELECT "board_counts_rebuild"();
--> statement-breakpoint
-- ADR 1224: the dashboards' at-risk dates (an open minimum) read from a partial index, not a scan of
-- every date (at 300,000 dates the scan's cost estimate also made PostgreSQL JIT-compile it).
CREATE INDEX "tour_dates_at_risk_idx" ON "tour_dates" USING btree ("date") WHERE "tour_dates"."min_travellers" is not null and "tour_dates"."confirmed_at" is null and "tour_dates"."cancelled_at" is null;
