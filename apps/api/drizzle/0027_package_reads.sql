-- The public package answer stored once per change (docs/decisions/1214): the JSON of
-- GET /v1/tours/public/slug/{slug}, built by the API's own builder on a read that finds none and
-- kept until a trigger on one of its inputs marks it stale in the writer's transaction. `version`
-- is bumped by every such mark; a build stores its body only if the version it read in the same
-- snapshot as its data is still the row's version, so a build that raced a change is never kept.
-- `dates_from` (the first bookable date the build used) and `builder` (the builder's fingerprint)
-- must match the reader's, so the clock and a new release each make a row a miss.
CREATE TABLE "package_reads" (
	"package_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"slug" text,
	"dates_from" date,
	"builder" text,
	"body" text,
	"built_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "package_reads_slug_idx" ON "package_reads" ("slug");
--> statement-breakpoint
CREATE FUNCTION "package_reads_stale"(pids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Only packages that exist (a cascade from a deleted package marks nothing); in id order so
  -- writers lock rows in one order.
  INSERT INTO "package_reads" AS r ("package_id", "version")
  SELECT p."id", 1 FROM "tour_packages" p WHERE p."id" = ANY(pids) ORDER BY p."id"
  ON CONFLICT ("package_id") DO UPDATE SET "version" = r."version" + 1, "slug" = NULL,
    "dates_from" = NULL, "builder" = NULL, "body" = NULL, "built_at" = NULL;
END;
$$;--> statement-breakpoint
-- tour_packages: any change of the package; a deleted package's row goes with it.
CREATE FUNCTION "package_reads_on_package"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "package_reads" WHERE "package_id" = OLD."id";
  ELSE
    PERFORM "package_reads_stale"(ARRAY[NEW."id"]);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Rows that name their package: the old and the new package (a row may move).
CREATE FUNCTION "package_reads_on_package_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "package_reads_stale"(ARRAY[NEW."package_id"]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "package_reads_stale"(ARRAY[OLD."package_id"]);
  ELSE
    PERFORM "package_reads_stale"(ARRAY[OLD."package_id", NEW."package_id"]);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Prices name their departure.
CREATE FUNCTION "package_reads_on_departure_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN ids := ARRAY[NEW."departure_id"];
  ELSIF TG_OP = 'DELETE' THEN ids := ARRAY[OLD."departure_id"];
  ELSE ids := ARRAY[OLD."departure_id", NEW."departure_id"];
  END IF;
  PERFORM "package_reads_stale"(ARRAY(SELECT d."package_id" FROM "tour_departures" d WHERE d."id" = ANY(ids)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Seat holds name their date.
CREATE FUNCTION "package_reads_on_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN ids := ARRAY[NEW."tour_date_id"];
  ELSIF TG_OP = 'DELETE' THEN ids := ARRAY[OLD."tour_date_id"];
  ELSE ids := ARRAY[OLD."tour_date_id", NEW."tour_date_id"];
  END IF;
  PERFORM "package_reads_stale"(ARRAY(SELECT d."package_id" FROM "tour_dates" d WHERE d."id" = ANY(ids)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Shared rows: a place or a hotel renamed, a creator's name or picture.
CREATE FUNCTION "package_reads_on_destination"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "package_reads_stale"(ARRAY(
    SELECT t."package_id" FROM "tour_package_destinations" t WHERE t."destination_id" = NEW."id"
    UNION SELECT i."package_id" FROM "tour_itineraries" i WHERE i."destination_id" = NEW."id"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "package_reads_on_hotel"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "package_reads_stale"(ARRAY(SELECT t."package_id" FROM "tour_hotels" t WHERE t."hotel_id" = NEW."id"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "package_reads_on_creator"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "package_reads_stale"(ARRAY(SELECT p."id" FROM "tour_packages" p WHERE p."creator_id" = NEW."id"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "package_reads_package" AFTER INSERT OR UPDATE OR DELETE ON "tour_packages"
  FOR EACH ROW EXECUTE FUNCTION "package_reads_on_package"();--> statement-breakpoint
CREATE TRIGGER "package_reads_departures" AFTER INSERT OR UPDATE OR DELETE ON "tour_departures"
  FOR EACH ROW EXECUTE FUNCTION "package_reads_on_package_row"();--> statement-breakpoint
CREATE TRIGGER "package_reads_dates" AFTER INSERT OR UPDATE OR DELETE ON "tour_dates"
  FOR EACH ROW EXECUTE FUNCTION "package_reads_on_package_row"();--> statement-breakpoint
CREATE TRIGGER "package_reads_itineraries" AFTER INSERT OR UPDATE OR DELETE ON "tour_itineraries"
  FOR EACH ROW EXECUTE FUNCTION "package_reads_on_package_row"();--> statement-breakpoint
CREATE TRIGGER "package_reads_inclusions" AFTER INSERT OR UPDATE OR DELETE ON "tour_inclusions"
  FOR EACH ROW EXECUTE FUNCTION "package_reads_on_package_row"();--> statement-breakpoint
CREATE TRIGGER "package_reads_exclusions" AFTER INSERT OR UPDATE OR DELETE ON "tour_exclusions"
  FOR EACH ROW EXECUTE FUNCTION "package_reads_on_package_row"();--> statement-breakpoint
CREATE TRIGGER "package_reads_places" AFTER INSERT OR UPDATE OR DELETE ON "tour_package_destinations"
  FOR EACH ROW EXECUTE FUNCTION "package_reads_on_package_row"();--> statement-breakpoint
CREATE TRIGGER "package_reads_stays" AFTER INSERT OR UPDATE OR DELETE ON "tour_hotels"
  FOR EACH ROW EXECUTE FUNCTION "package_reads_on_package_row"();--> statement-breakpoint
CREATE TRIGGER "package_reads_reviews" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "package_reads_on_package_row"();--> statement-breakpoint
-- Bookings count toward a date's minimum group: any that appears or goes, and any change of
-- the columns the count reads (other booking writes cost a comparison only).
CREATE TRIGGER "package_reads_bookings" AFTER INSERT OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "package_reads_on_package_row"();--> statement-breakpoint
CREATE TRIGGER "package_reads_bookings_update" AFTER UPDATE ON "bookings"
  FOR EACH ROW WHEN ((OLD."status", OLD."people", OLD."package_id", OLD."departure_id", OLD."travel_date")
    IS DISTINCT FROM (NEW."status", NEW."people", NEW."package_id", NEW."departure_id", NEW."travel_date"))
  EXECUTE FUNCTION "package_reads_on_package_row"();--> statement-breakpoint
CREATE TRIGGER "package_reads_simple_pricings" AFTER INSERT OR UPDATE OR DELETE ON "tour_simple_pricings"
  FOR EACH ROW EXECUTE FUNCTION "package_reads_on_departure_row"();--> statement-breakpoint
CREATE TRIGGER "package_reads_custom_pricings" AFTER INSERT OR UPDATE OR DELETE ON "tour_custom_pricings"
  FOR EACH ROW EXECUTE FUNCTION "package_reads_on_departure_row"();--> statement-breakpoint
CREATE TRIGGER "package_reads_holds" AFTER INSERT OR DELETE ON "seat_holds"
  FOR EACH ROW EXECUTE FUNCTION "package_reads_on_hold"();--> statement-breakpoint
CREATE TRIGGER "package_reads_holds_update" AFTER UPDATE ON "seat_holds"
  FOR EACH ROW WHEN ((OLD."status", OLD."people", OLD."tour_date_id")
    IS DISTINCT FROM (NEW."status", NEW."people", NEW."tour_date_id"))
  EXECUTE FUNCTION "package_reads_on_hold"();--> statement-breakpoint
CREATE TRIGGER "package_reads_destinations" AFTER UPDATE ON "destinations"
  FOR EACH ROW EXECUTE FUNCTION "package_reads_on_destination"();--> statement-breakpoint
CREATE TRIGGER "package_reads_hotels" AFTER UPDATE ON "hotels"
  FOR EACH ROW EXECUTE FUNCTION "package_reads_on_hotel"();--> statement-breakpoint
CREATE TRIGGER "package_reads_creators" AFTER UPDATE ON "creators"
  FOR EACH ROW EXECUTE FUNCTION "package_reads_on_creator"();
