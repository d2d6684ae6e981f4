-- Issue 35 (ADR 1314): the funnel's daily counters per India day, package (null: the creator's
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
CREATE FUNCTION "funnel_daily_add"(d date, pkg uuid, creator uuid, chan text, pkg_creator uuid,
  d_visits integer, d_enquiries integer, d_checkouts integer, d_paid integer, d_revenue bigint)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF creator IS NULL OR (d_visits = 0 AND d_enquiries = 0 AND d_checkouts = 0 AND d_paid = 0 AND d_revenue = 0) THEN
    RETURN;
  END IF;
  -- A row being deleted with its package or creator (a cascade) has no counters left to move.
  IF NOT EXISTS (SELECT 1 FROM "creators" c WHERE c."id" = creator)
     OR (pkg IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "tour_packages" p WHERE p."id" = pkg)) THEN
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
CREATE FUNCTION "funnel_day"(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (at AT TIME ZONE 'Asia/Kolkata')::date
$$;--> statement-breakpoint
-- A booking counts as one checkout started on the India day it was made; once its first payment
-- succeeded, as one paid booking with what it paid (the dashboards' own definitions:
-- booking_figures_parts' paid bookings and revenue), on the same day.
CREATE FUNCTION "funnel_daily_on_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint[];
  o bigint[];
  n_creator uuid;
  n_channel text;
  o_creator uuid;
  o_channel text;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    n := "booking_figures_parts"(NEW);
    n_creator := NEW."creator_id";
    n_channel := 'direct';
    IF NEW."share_link_id" IS NOT NULL THEN
      SELECT l."creator_id", l."channel" INTO n_creator, n_channel FROM "share_links" l WHERE l."id" = NEW."share_link_id";
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    o := "booking_figures_parts"(OLD);
    o_creator := OLD."creator_id";
    o_channel := 'direct';
    IF OLD."share_link_id" IS NOT NULL THEN
      SELECT l."creator_id", l."channel" INTO o_creator, o_channel FROM "share_links" l WHERE l."id" = OLD."share_link_id";
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND n_creator IS NOT DISTINCT FROM o_creator AND n_channel = o_channel
     AND NEW."package_id" = OLD."package_id" AND NEW."creator_id" = OLD."creator_id"
     AND "funnel_day"(NEW."created_at") = "funnel_day"(OLD."created_at") THEN
    PERFORM "funnel_daily_add"("funnel_day"(NEW."created_at"), NEW."package_id", n_creator, n_channel,
      NEW."creator_id", 0, 0, 0, (n[1] - o[1])::integer, n[3] - o[3]);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM "funnel_daily_add"("funnel_day"(OLD."created_at"), OLD."package_id", o_creator, o_channel,
      OLD."creator_id", 0, 0, -1, -o[1]::integer, -o[3]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "funnel_daily_add"("funnel_day"(NEW."created_at"), NEW."package_id", n_creator, n_channel,
      NEW."creator_id", 0, 0, 1, n[1]::integer, n[3]);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "funnel_daily_on_booking"
  AFTER INSERT OR DELETE OR UPDATE OF "share_link_id", "package_id", "creator_id", "created_at",
    "payment_status", "paid_paise" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "funnel_daily_on_booking"();--> statement-breakpoint
-- A lead counts as one enquiry on the India day it was sent: through its link's creator and
-- channel, else 'direct' for its package's creator (or the creator it names, from a profile).
-- Written once: only a deleted package or creator changes a lead's links afterwards, and their own
-- counters go with them.
CREATE FUNCTION "funnel_daily_lead_key"(l "leads") RETURNS text[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  pkg_creator uuid;
  creator uuid;
  chan text := 'direct';
BEGIN
  IF (l)."package_id" IS NOT NULL THEN
    SELECT p."creator_id" INTO pkg_creator FROM "tour_packages" p WHERE p."id" = (l)."package_id";
  END IF;
  creator := coalesce(pkg_creator, (l)."creator_id");
  IF (l)."share_link_id" IS NOT NULL THEN
    SELECT s."creator_id", s."channel" INTO creator, chan FROM "share_links" s WHERE s."id" = (l)."share_link_id";
  END IF;
  RETURN ARRAY[creator::text, chan, pkg_creator::text];
END;
$$;--> statement-breakpoint
CREATE FUNCTION "funnel_daily_on_lead"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    k := "funnel_daily_lead_key"(OLD);
    PERFORM "funnel_daily_add"("funnel_day"(OLD."created_at"), OLD."package_id", k[1]::uuid, k[2],
      k[3]::uuid, 0, -1, 0, 0, 0);
  END IF;
  IF TG_OP = 'INSERT' THEN
    k := "funnel_daily_lead_key"(NEW);
    PERFORM "funnel_daily_add"("funnel_day"(NEW."created_at"), NEW."package_id", k[1]::uuid, k[2],
      k[3]::uuid, 0, 1, 0, 0, 0);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "funnel_daily_on_lead"
  AFTER INSERT OR DELETE ON "leads"
  FOR EACH ROW EXECUTE FUNCTION "funnel_daily_on_lead"();
