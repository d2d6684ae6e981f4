-- ADR 1314: the funnel's daily counters per India day, package (null: the creator's
-- profile), creator and channel. Visits come from the beacon's counters (Redis or memory),
-- flushed here in batches; enquiries, checkouts started, paid bookings and revenue are kept by the
-- triggers below in the transaction that writes the lead or booking. The dashboards read these
-- rows, never raw events. creator_id: whose link it came through ('direct': the package's or the
-- profile's own creator); package_creator_id: the package's creator, so it sees every row of its
-- packages, recommendations by others included.
CREATE TABLE "funnel_daily" (
	"day" date NOT NULL,
	"package_id" uuid,
	"creator_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"package_creator_id" uuid,
	"visits" integer DEFAULT 0 NOT NULL,
	"enquiries" integer DEFAULT 0 NOT NULL,
	"checkouts_started" integer DEFAULT 0 NOT NULL,
	"paid_bookings" integer DEFAULT 0 NOT NULL,
	"revenue_paise" bigint DEFAULT 0 NOT NULL,
	-- NULLS NOT DISTINCT (PostgreSQL 15): the profile's row (no package) is one row per day too.
	CONSTRAINT "funnel_daily_key" UNIQUE NULLS NOT DISTINCT("day","creator_id","channel","package_id"),
	CONSTRAINT "funnel_daily_channel_valid" CHECK ("funnel_daily"."channel" in ('instagram', 'youtube', 'whatsapp', 'x', 'facebook', 'email', 'other', 'direct'))
);--> statement-breakpoint
ALTER TABLE "funnel_daily" ADD CONSTRAINT "funnel_daily_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_daily" ADD CONSTRAINT "funnel_daily_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funnel_daily_creator_day_idx" ON "funnel_daily" USING btree ("creator_id","day");--> statement-breakpoint
CREATE INDEX "funnel_daily_package_creator_day_idx" ON "funnel_daily" USING btree ("package_creator_id","day");--> statement-breakpoint
CREATE INDEX "funnel_daily_day_idx" ON "funnel_daily" USING btree ("day");--> statement-breakpoint
-- Adds to a row (its key first inserted): what every trigger below and the visits' flush call.
CREATE FUNCTION "funnel_daily_upsert"(d date, pkg uuid, creator uuid, chan text, pkg_creator uuid,
  d_visits integer, d_enquiries integer, d_checkouts integer, d_paid integer, d_revenue bigint)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF creator IS NULL OR (d_visits = 0 AND d_enquiries = 0 AND d_checkouts = 0 AND d_paid = 0 AND d_revenue = 0) THEN
    RETURN;
  END IF;
  INSERT INTO "funnel_daily" AS f ("day", "package_id", "creator_id", "channel", "package_creator_id",
    "visits", "enquiries", "checkouts_started", "paid_bookings", "revenue_paise")
  VALUES (d, pkg, creator, chan, pkg_creator, d_visits, d_enquiries, d_checkouts, d_paid, d_revenue)
  ON CONFLICT ("day", "creator_id", "channel", "package_id") DO UPDATE SET
    "visits" = f."visits" + excluded."visits",
    "enquiries" = f."enquiries" + excluded."enquiries",
    "checkouts_started" = f."checkouts_started" + excluded."checkouts_started",
    "paid_bookings" = f."paid_bookings" + excluded."paid_bookings",
    "revenue_paise" = f."revenue_paise" + excluded."revenue_paise";
END;
$$;--> statement-breakpoint
-- The same for a row being deleted: when its package or creator goes with it (a cascade), their
-- counters go too and there is nothing left to move.
CREATE FUNCTION "funnel_daily_remove"(d date, pkg uuid, creator uuid, chan text, pkg_creator uuid,
  d_enquiries integer, d_checkouts integer, d_paid integer, d_revenue bigint)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF creator IS NULL OR NOT EXISTS (SELECT 1 FROM "creators" c WHERE c."id" = creator)
     OR (pkg IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "tour_packages" p WHERE p."id" = pkg)) THEN
    RETURN;
  END IF;
  PERFORM "funnel_daily_upsert"(d, pkg, creator, chan, pkg_creator, 0, -d_enquiries, -d_checkouts, -d_paid, -d_revenue);
END;
$$;--> statement-breakpoint
CREATE FUNCTION "funnel_day"(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (at AT TIME ZONE 'Asia/Kolkata')::date
$$;--> statement-breakpoint
-- A booking counts as one checkout started on the India day it was made, through its link's
-- creator and channel (else 'direct' for the package's creator); once its first payment succeeded,
-- as one paid booking with what it paid — the dashboards' own definitions (booking_figures_parts'
-- paid bookings and revenue), on the same day. New bookings are added per statement, grouped (a
-- bulk load costs one upsert per key, not one per row); changes and deletions per row.
CREATE FUNCTION "funnel_daily_on_booking_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "funnel_daily" AS f ("day", "package_id", "creator_id", "channel", "package_creator_id",
    "checkouts_started", "paid_bookings", "revenue_paise")
  SELECT "funnel_day"(n."created_at"), n."package_id", coalesce(l."creator_id", n."creator_id"),
    coalesce(l."channel", 'direct'), n."creator_id", count(*)::integer,
    sum(("booking_figures_parts"(n))[1])::integer, sum(("booking_figures_parts"(n))[3])::bigint
  FROM "new_bookings" n LEFT JOIN "share_links" l ON l."id" = n."share_link_id"
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT ("day", "creator_id", "channel", "package_id") DO UPDATE SET
    "checkouts_started" = f."checkouts_started" + excluded."checkouts_started",
    "paid_bookings" = f."paid_bookings" + excluded."paid_bookings",
    "revenue_paise" = f."revenue_paise" + excluded."revenue_paise";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "funnel_daily_on_booking_insert"
  AFTER INSERT ON "bookings" REFERENCING NEW TABLE AS "new_bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "funnel_daily_on_booking_insert"();--> statement-breakpoint
-- A booking's row key: its link's creator and channel, else its package's creator and 'direct'.
CREATE FUNCTION "funnel_daily_booking_source"(b "bookings") RETURNS text[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  creator uuid := (b)."creator_id";
  chan text := 'direct';
BEGIN
  IF (b)."share_link_id" IS NOT NULL THEN
    SELECT l."creator_id", l."channel" INTO creator, chan FROM "share_links" l WHERE l."id" = (b)."share_link_id";
    -- The link is being deleted with its creator (a cascade): the booking falls back to direct.
    IF NOT FOUND THEN
      creator := (b)."creator_id";
      chan := 'direct';
    END IF;
  END IF;
  RETURN ARRAY[creator::text, chan];
END;
$$;--> statement-breakpoint
CREATE FUNCTION "funnel_daily_on_booking_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint[];
  o bigint[];
  ns text[];
  os text[];
BEGIN
  o := "booking_figures_parts"(OLD);
  os := "funnel_daily_booking_source"(OLD);
  IF TG_OP = 'DELETE' THEN
    PERFORM "funnel_daily_remove"("funnel_day"(OLD."created_at"), OLD."package_id", os[1]::uuid, os[2],
      OLD."creator_id", 0, 1, o[1]::integer, o[3]);
    RETURN NULL;
  END IF;
  n := "booking_figures_parts"(NEW);
  ns := "funnel_daily_booking_source"(NEW);
  IF ns = os AND NEW."package_id" = OLD."package_id" AND NEW."creator_id" = OLD."creator_id"
     AND "funnel_day"(NEW."created_at") = "funnel_day"(OLD."created_at") THEN
    PERFORM "funnel_daily_upsert"("funnel_day"(NEW."created_at"), NEW."package_id", ns[1]::uuid, ns[2],
      NEW."creator_id", 0, 0, 0, (n[1] - o[1])::integer, n[3] - o[3]);
    RETURN NULL;
  END IF;
  PERFORM "funnel_daily_upsert"("funnel_day"(OLD."created_at"), OLD."package_id", os[1]::uuid, os[2],
    OLD."creator_id", 0, 0, -1, -o[1]::integer, -o[3]);
  PERFORM "funnel_daily_upsert"("funnel_day"(NEW."created_at"), NEW."package_id", ns[1]::uuid, ns[2],
    NEW."creator_id", 0, 0, 1, n[1]::integer, n[3]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "funnel_daily_on_booking_change"
  AFTER DELETE OR UPDATE OF "share_link_id", "package_id", "creator_id", "created_at",
    "payment_status", "paid_paise" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "funnel_daily_on_booking_change"();--> statement-breakpoint
-- A lead counts as one enquiry on the India day it was sent: through its link's creator and
-- channel, else 'direct' for its package's creator (or the creator it names, from a profile). Added
-- per statement, grouped; written once (only a deleted package or creator changes a lead's links
-- afterwards, and their own counters go with them), so only a deletion is followed per row.
CREATE FUNCTION "funnel_daily_on_lead_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "funnel_daily" AS f ("day", "package_id", "creator_id", "channel", "package_creator_id", "enquiries")
  SELECT "funnel_day"(n."created_at"), n."package_id", coalesce(s."creator_id", p."creator_id", n."creator_id"),
    coalesce(s."channel", 'direct'), p."creator_id", count(*)::integer
  FROM "new_leads" n
    LEFT JOIN "tour_packages" p ON p."id" = n."package_id"
    LEFT JOIN "share_links" s ON s."id" = n."share_link_id"
  WHERE coalesce(s."creator_id", p."creator_id", n."creator_id") IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT ("day", "creator_id", "channel", "package_id") DO UPDATE SET
    "enquiries" = f."enquiries" + excluded."enquiries";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "funnel_daily_on_lead_insert"
  AFTER INSERT ON "leads" REFERENCING NEW TABLE AS "new_leads"
  FOR EACH STATEMENT EXECUTE FUNCTION "funnel_daily_on_lead_insert"();--> statement-breakpoint
CREATE FUNCTION "funnel_daily_on_lead_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pkg_creator uuid;
  creator uuid;
  chan text := 'direct';
BEGIN
  IF OLD."package_id" IS NOT NULL THEN
    SELECT p."creator_id" INTO pkg_creator FROM "tour_packages" p WHERE p."id" = OLD."package_id";
  END IF;
  creator := coalesce(pkg_creator, OLD."creator_id");
  IF OLD."share_link_id" IS NOT NULL THEN
    SELECT s."creator_id", s."channel" INTO creator, chan FROM "share_links" s WHERE s."id" = OLD."share_link_id";
  END IF;
  PERFORM "funnel_daily_remove"("funnel_day"(OLD."created_at"), OLD."package_id", creator, chan, pkg_creator,
    1, 0, 0, 0);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "funnel_daily_on_lead_delete"
  AFTER DELETE ON "leads"
  FOR EACH ROW EXECUTE FUNCTION "funnel_daily_on_lead_delete"();
