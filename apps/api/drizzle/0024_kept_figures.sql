-- The dashboards' figures kept as they change (docs/decisions/1211): per India month and per scope
-- ('' = the whole platform, else a creator's id), updated by triggers in the same transaction as
-- the booking, payment, refund or ledger row that moved them — whatever writes those rows (the API,
-- the jobs, the demo seed, a bulk load), the totals follow. Reads sum a scope's months.
CREATE TABLE "booking_figures" (
	"scope" text NOT NULL,
	"month" text NOT NULL,
	"paid_bookings" integer DEFAULT 0 NOT NULL,
	"booked_paise" bigint DEFAULT 0 NOT NULL,
	"revenue_paise" bigint DEFAULT 0 NOT NULL,
	"outstanding_paise" bigint DEFAULT 0 NOT NULL,
	"after_travel_paise" bigint DEFAULT 0 NOT NULL,
	"collected_paise" bigint DEFAULT 0 NOT NULL,
	"refunded_paise" bigint DEFAULT 0 NOT NULL,
	"earnings_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_figures_scope_month_pk" PRIMARY KEY("scope","month")
);
--> statement-breakpoint
-- Counts per status kept the same way: 'package:<status>' and 'lead:<status>', per scope.
CREATE TABLE "record_counts" (
	"scope" text NOT NULL,
	"name" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "record_counts_scope_name_pk" PRIMARY KEY("scope","name")
);
--> statement-breakpoint
CREATE FUNCTION "booking_figures_add"(creator uuid, mon text, d_paid bigint, d_booked bigint,
  d_revenue bigint, d_outstanding bigint, d_after bigint, d_collected bigint, d_refunded bigint,
  d_earnings bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d_paid = 0 AND d_booked = 0 AND d_revenue = 0 AND d_outstanding = 0 AND d_after = 0
     AND d_collected = 0 AND d_refunded = 0 AND d_earnings = 0 THEN
    RETURN;
  END IF;
  -- The platform's row first, then the creator's: every writer locks them in the same order.
  INSERT INTO "booking_figures" AS f ("scope", "month", "paid_bookings", "booked_paise", "revenue_paise",
    "outstanding_paise", "after_travel_paise", "collected_paise", "refunded_paise", "earnings_paise")
  SELECT s, mon, d_paid, d_booked, d_revenue, d_outstanding, d_after, d_collected, d_refunded, d_earnings
  FROM unnest(ARRAY['', creator::text]) WITH ORDINALITY AS u(s, k)
  WHERE s IS NOT NULL
  ORDER BY k
  ON CONFLICT ("scope", "month") DO UPDATE SET
    "paid_bookings" = f."paid_bookings" + excluded."paid_bookings",
    "booked_paise" = f."booked_paise" + excluded."booked_paise",
    "revenue_paise" = f."revenue_paise" + excluded."revenue_paise",
    "outstanding_paise" = f."outstanding_paise" + excluded."outstanding_paise",
    "after_travel_paise" = f."after_travel_paise" + excluded."after_travel_paise",
    "collected_paise" = f."collected_paise" + excluded."collected_paise",
    "refunded_paise" = f."refunded_paise" + excluded."refunded_paise",
    "earnings_paise" = f."earnings_paise" + excluded."earnings_paise";
END;
$$;--> statement-breakpoint
CREATE FUNCTION "record_counts_add"(creator uuid, counted text, d bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d = 0 THEN RETURN; END IF;
  INSERT INTO "record_counts" AS c ("scope", "name", "n")
  SELECT s, counted, d FROM unnest(ARRAY['', creator::text]) WITH ORDINALITY AS u(s, k)
  WHERE s IS NOT NULL
  ORDER BY k
  ON CONFLICT ("scope", "name") DO UPDATE SET "n" = c."n" + excluded."n";
END;
$$;--> statement-breakpoint
-- A booking's share: its India month (created_at) and, when paid, 1 booking, its total (package −
-- discount) and what it paid; what it still owes while running, and after its trip (COMPLETED).
CREATE FUNCTION "booking_figures_month"(at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')
$$;--> statement-breakpoint
CREATE FUNCTION "booking_figures_parts"(b "bookings") RETURNS bigint[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[
    CASE WHEN (b)."payment_status" = 'PAYMENT_SUCCESS' THEN 1 ELSE 0 END,
    CASE WHEN (b)."payment_status" = 'PAYMENT_SUCCESS' THEN (b)."package_amount_paise" - (b)."discount_paise" ELSE 0 END,
    CASE WHEN (b)."payment_status" = 'PAYMENT_SUCCESS' THEN (b)."paid_paise" ELSE 0 END,
    CASE WHEN (b)."status" IN ('CONFIRMED', 'CANCELLATION_REQUESTED', 'COMPLETED')
      THEN greatest((b)."package_amount_paise" - (b)."discount_paise" - (b)."paid_paise", 0) ELSE 0 END,
    CASE WHEN (b)."status" = 'COMPLETED'
      THEN greatest((b)."package_amount_paise" - (b)."discount_paise" - (b)."paid_paise", 0) ELSE 0 END
  ]::bigint[]
$$;--> statement-breakpoint
CREATE FUNCTION "booking_figures_on_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint[] := ARRAY[0, 0, 0, 0, 0]::bigint[];
  o bigint[] := ARRAY[0, 0, 0, 0, 0]::bigint[];
BEGIN
  IF TG_OP <> 'DELETE' THEN n := "booking_figures_parts"(NEW); END IF;
  IF TG_OP <> 'INSERT' THEN o := "booking_figures_parts"(OLD); END IF;
  IF TG_OP = 'UPDATE' AND NEW."creator_id" = OLD."creator_id"
     AND "booking_figures_month"(NEW."created_at") = "booking_figures_month"(OLD."created_at") THEN
    PERFORM "booking_figures_add"(NEW."creator_id", "booking_figures_month"(NEW."created_at"),
      n[1] - o[1], n[2] - o[2], n[3] - o[3], n[4] - o[4], n[5] - o[5], 0, 0, 0);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM "booking_figures_add"(OLD."creator_id", "booking_figures_month"(OLD."created_at"),
      -o[1], -o[2], -o[3], -o[4], -o[5], 0, 0, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "booking_figures_add"(NEW."creator_id", "booking_figures_month"(NEW."created_at"),
      n[1], n[2], n[3], n[4], n[5], 0, 0, 0);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "booking_figures_on_booking"
  AFTER INSERT OR DELETE OR UPDATE OF "creator_id", "created_at", "payment_status", "status",
    "package_amount_paise", "discount_paise", "paid_paise" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "booking_figures_on_booking"();--> statement-breakpoint
-- Money received: a gateway payment in the India month it succeeded (its row is last written
-- then), an offline one in the month it was paid (paid_on).
CREATE FUNCTION "booking_figures_paid_month"(a "payment_attempts") RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(to_char((a)."paid_on", 'YYYY-MM'), "booking_figures_month"((a)."updated_at"))
$$;--> statement-breakpoint
CREATE FUNCTION "booking_figures_on_attempt"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  creator uuid;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."status" = 'PAYMENT_SUCCESS' THEN
    SELECT b."creator_id" INTO creator FROM "bookings" b WHERE b."id" = OLD."booking_id";
    -- No booking: it is being deleted, and its own trigger took its payments out.
    IF FOUND THEN
      PERFORM "booking_figures_add"(creator, "booking_figures_paid_month"(OLD), 0, 0, 0, 0, 0, -OLD."amount_paise", 0, 0);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."status" = 'PAYMENT_SUCCESS' THEN
    SELECT b."creator_id" INTO creator FROM "bookings" b WHERE b."id" = NEW."booking_id";
    PERFORM "booking_figures_add"(creator, "booking_figures_paid_month"(NEW), 0, 0, 0, 0, 0, NEW."amount_paise", 0, 0);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "booking_figures_on_attempt"
  AFTER INSERT OR DELETE OR UPDATE OF "booking_id", "status", "amount_paise", "paid_on", "updated_at" ON "payment_attempts"
  FOR EACH ROW EXECUTE FUNCTION "booking_figures_on_attempt"();--> statement-breakpoint
-- Money given back: completed refunds, in the India month the refund was made.
CREATE FUNCTION "booking_figures_on_refund"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  creator uuid;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."status" = 'COMPLETED' THEN
    SELECT b."creator_id" INTO creator FROM "bookings" b WHERE b."id" = OLD."booking_id";
    IF FOUND THEN
      PERFORM "booking_figures_add"(creator, "booking_figures_month"(OLD."created_at"), 0, 0, 0, 0, 0, 0, -OLD."amount_paise", 0);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."status" = 'COMPLETED' THEN
    SELECT b."creator_id" INTO creator FROM "bookings" b WHERE b."id" = NEW."booking_id";
    PERFORM "booking_figures_add"(creator, "booking_figures_month"(NEW."created_at"), 0, 0, 0, 0, 0, 0, NEW."amount_paise", 0);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "booking_figures_on_refund"
  AFTER INSERT OR DELETE OR UPDATE OF "booking_id", "status", "amount_paise", "created_at" ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION "booking_figures_on_refund"();--> statement-breakpoint
-- A deleted booking takes its payments and refunds with it (ON DELETE CASCADE): their triggers
-- then no longer find the booking's creator, so it takes them out of the figures itself, first.
CREATE FUNCTION "booking_figures_before_booking_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "booking_figures_add"(OLD."creator_id", "booking_figures_paid_month"(a), 0, 0, 0, 0, 0, -a."amount_paise", 0, 0)
  FROM "payment_attempts" a WHERE a."booking_id" = OLD."id" AND a."status" = 'PAYMENT_SUCCESS';
  PERFORM "booking_figures_add"(OLD."creator_id", "booking_figures_month"(r."created_at"), 0, 0, 0, 0, 0, 0, -r."amount_paise", 0)
  FROM "refunds" r WHERE r."booking_id" = OLD."id" AND r."status" = 'COMPLETED';
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "booking_figures_before_booking_delete"
  BEFORE DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "booking_figures_before_booking_delete"();--> statement-breakpoint
-- The creators' share: the signed sum of the ledger (append-only, kept here all the same).
CREATE FUNCTION "booking_figures_on_earning"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "booking_figures_add"(OLD."creator_id", "booking_figures_month"(OLD."created_at"), 0, 0, 0, 0, 0, 0, 0, -OLD."amount_paise");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "booking_figures_add"(NEW."creator_id", "booking_figures_month"(NEW."created_at"), 0, 0, 0, 0, 0, 0, 0, NEW."amount_paise");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "booking_figures_on_earning"
  AFTER INSERT OR DELETE OR UPDATE OF "creator_id", "amount_paise", "created_at" ON "earnings"
  FOR EACH ROW EXECUTE FUNCTION "booking_figures_on_earning"();--> statement-breakpoint
CREATE FUNCTION "record_counts_on_package"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."status" = OLD."status" AND NEW."creator_id" = OLD."creator_id" THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM "record_counts_add"(OLD."creator_id", 'package:' || OLD."status", -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "record_counts_add"(NEW."creator_id", 'package:' || NEW."status", 1); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "record_counts_on_package"
  AFTER INSERT OR DELETE OR UPDATE OF "status", "creator_id" ON "tour_packages"
  FOR EACH ROW EXECUTE FUNCTION "record_counts_on_package"();--> statement-breakpoint
-- Lead conversion (ADR 982): a lead is converted when its e-mail (any case) made a paid booking at
-- or after it was sent; for a creator it addresses (the creator it names, its package's creator),
-- when that booking is of the creator's packages. Kept on the lead — converted, addressed_to and
-- converted_for — computed by the lead's own trigger whatever a writer sets, and redone for the
-- leads of an e-mail whenever a booking of that e-mail is paid, unpaid, moved or deleted, and for
-- the leads of a package whose creator changes.
ALTER TABLE "leads" ADD COLUMN "converted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "addressed_to" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "converted_for" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
-- The admin's booking search ORs name, e-mail, phone and booking number (ILIKE on lower()): with
-- only the first two indexed, every search read every booking.
CREATE INDEX "bookings_phone_trgm_idx" ON "bookings" USING gin (lower("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_number_trgm_idx" ON "bookings" USING gin (lower("booking_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_paid_email_idx" ON "bookings" USING btree (lower("email"), "created_at") WHERE "payment_status" = 'PAYMENT_SUCCESS';--> statement-breakpoint
CREATE FUNCTION "lead_converted"(mail text, at timestamptz) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT mail <> '' AND EXISTS (
    SELECT 1 FROM "bookings" b
    WHERE lower(b."email") = lower(mail) AND b."payment_status" = 'PAYMENT_SUCCESS' AND b."created_at" >= at
  )
$$;--> statement-breakpoint
CREATE FUNCTION "lead_audience"(creator uuid, pkg uuid) RETURNS uuid[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT c ORDER BY c), '{}') FROM (
    SELECT creator AS c
    UNION ALL SELECT p."creator_id" FROM "tour_packages" p WHERE p."id" = pkg
  ) a WHERE c IS NOT NULL
$$;--> statement-breakpoint
CREATE FUNCTION "lead_converted_for"(audience uuid[], mail text, at timestamptz) RETURNS uuid[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(c ORDER BY c), '{}') FROM unnest(audience) c
  WHERE mail <> '' AND EXISTS (
    SELECT 1 FROM "bookings" b
    WHERE lower(b."email") = lower(mail) AND b."payment_status" = 'PAYMENT_SUCCESS' AND b."created_at" >= at
      AND b."creator_id" = c
  )
$$;--> statement-breakpoint
CREATE FUNCTION "lead_converted_on_lead"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."converted" := "lead_converted"(NEW."email", NEW."created_at");
  NEW."addressed_to" := "lead_audience"(NEW."creator_id", NEW."package_id");
  NEW."converted_for" := "lead_converted_for"(NEW."addressed_to", NEW."email", NEW."created_at");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "lead_converted_on_lead"
  BEFORE INSERT OR UPDATE OF "email", "created_at", "creator_id", "package_id", "converted", "addressed_to", "converted_for" ON "leads"
  FOR EACH ROW EXECUTE FUNCTION "lead_converted_on_lead"();--> statement-breakpoint
CREATE FUNCTION "lead_converted_redo"(mail text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF mail = '' THEN RETURN; END IF;
  -- Setting the e-mail to itself runs the lead's trigger, which recomputes the rest.
  UPDATE "leads" l SET "email" = l."email"
  WHERE lower(l."email") = lower(mail)
    AND (l."converted" IS DISTINCT FROM "lead_converted"(l."email", l."created_at")
      OR l."converted_for" IS DISTINCT FROM "lead_converted_for"(l."addressed_to", l."email", l."created_at"));
END;
$$;--> statement-breakpoint
CREATE FUNCTION "lead_converted_on_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD."payment_status" = 'PAYMENT_SUCCESS'
      OR NEW."payment_status" = 'PAYMENT_SUCCESS') THEN
    PERFORM "lead_converted_redo"(OLD."email");
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."payment_status" = 'PAYMENT_SUCCESS'
     AND (TG_OP = 'INSERT' OR lower(NEW."email") <> lower(OLD."email")) THEN
    PERFORM "lead_converted_redo"(NEW."email");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "lead_converted_on_booking"
  AFTER INSERT OR DELETE OR UPDATE OF "email", "payment_status", "created_at", "creator_id" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "lead_converted_on_booking"();--> statement-breakpoint
CREATE FUNCTION "lead_audience_on_package"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."creator_id" IS DISTINCT FROM OLD."creator_id" THEN
    UPDATE "leads" SET "package_id" = "package_id" WHERE "package_id" = NEW."id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "lead_audience_on_package"
  AFTER UPDATE OF "creator_id" ON "tour_packages"
  FOR EACH ROW EXECUTE FUNCTION "lead_audience_on_package"();--> statement-breakpoint
CREATE FUNCTION "record_counts_add_scope"(of_scope text, counted text, d bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d = 0 THEN RETURN; END IF;
  INSERT INTO "record_counts" AS c ("scope", "name", "n") VALUES (of_scope, counted, d)
  ON CONFLICT ("scope", "name") DO UPDATE SET "n" = c."n" + excluded."n";
END;
$$;--> statement-breakpoint
-- Leads per status and the converted ones (platform), and per creator the leads addressed to it
-- and those converted for it ('creator-leads', 'creator-leads-converted').
CREATE FUNCTION "record_counts_on_lead"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c uuid;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."status" = OLD."status" AND NEW."converted" = OLD."converted"
     AND NEW."addressed_to" = OLD."addressed_to" AND NEW."converted_for" = OLD."converted_for" THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM "record_counts_add"(NULL, 'lead:' || OLD."status", -1);
    IF OLD."converted" THEN PERFORM "record_counts_add"(NULL, 'leads-converted', -1); END IF;
    FOREACH c IN ARRAY OLD."addressed_to" LOOP PERFORM "record_counts_add_scope"(c::text, 'creator-leads', -1); END LOOP;
    FOREACH c IN ARRAY OLD."converted_for" LOOP PERFORM "record_counts_add_scope"(c::text, 'creator-leads-converted', -1); END LOOP;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "record_counts_add"(NULL, 'lead:' || NEW."status", 1);
    IF NEW."converted" THEN PERFORM "record_counts_add"(NULL, 'leads-converted', 1); END IF;
    FOREACH c IN ARRAY NEW."addressed_to" LOOP PERFORM "record_counts_add_scope"(c::text, 'creator-leads', 1); END LOOP;
    FOREACH c IN ARRAY NEW."converted_for" LOOP PERFORM "record_counts_add_scope"(c::text, 'creator-leads-converted', 1); END LOOP;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Its column list names what the BEFORE trigger reads too: a trigger's UPDATE OF fires on the
-- columns an UPDATE sets, not on those another trigger changes.
CREATE TRIGGER "record_counts_on_lead"
  AFTER INSERT OR DELETE OR UPDATE OF "status", "email", "created_at", "creator_id", "package_id", "converted", "addressed_to", "converted_for" ON "leads"
  FOR EACH ROW EXECUTE FUNCTION "record_counts_on_lead"();--> statement-breakpoint
-- The kept figures rebuilt from the rows: the backfill below, and after a bulk load that ran with
-- the counting triggers disabled (bench:scale): every trigger upserts its month's platform row,
-- and one transaction that rewrites a row N times reads its N versions each time (quadratic: a
-- 100,000-row INSERT … SELECT would take hours). Ordinary writes touch a few rows each.
CREATE FUNCTION "kept_figures_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The leads' kept columns first (setting the e-mail to itself runs their own trigger).
  UPDATE "leads" l SET "email" = l."email"
  WHERE l."converted" IS DISTINCT FROM "lead_converted"(l."email", l."created_at")
    OR l."addressed_to" IS DISTINCT FROM "lead_audience"(l."creator_id", l."package_id")
    OR l."converted_for" IS DISTINCT FROM "lead_converted_for"("lead_audience"(l."creator_id", l."package_id"), l."email", l."created_at");
  DELETE FROM "booking_figures";
  DELETE FROM "record_counts";
  INSERT INTO "booking_figures" ("scope", "month", "paid_bookings", "booked_paise", "revenue_paise",
    "outstanding_paise", "after_travel_paise", "collected_paise", "refunded_paise", "earnings_paise")
  SELECT v."scope", x."month", sum((x.p)[1]), sum((x.p)[2]), sum((x.p)[3]), sum((x.p)[4]), sum((x.p)[5]),
    sum(x.collected), sum(x.refunded), sum(x.earned)
  FROM (
    SELECT b."creator_id" AS creator, "booking_figures_month"(b."created_at") AS "month",
      "booking_figures_parts"(b) AS p, 0::bigint AS collected, 0::bigint AS refunded, 0::bigint AS earned
    FROM "bookings" b
    UNION ALL
    SELECT b."creator_id", "booking_figures_paid_month"(a), ARRAY[0, 0, 0, 0, 0]::bigint[], a."amount_paise", 0, 0
    FROM "payment_attempts" a JOIN "bookings" b ON b."id" = a."booking_id" WHERE a."status" = 'PAYMENT_SUCCESS'
    UNION ALL
    SELECT b."creator_id", "booking_figures_month"(r."created_at"), ARRAY[0, 0, 0, 0, 0]::bigint[], 0, r."amount_paise", 0
    FROM "refunds" r JOIN "bookings" b ON b."id" = r."booking_id" WHERE r."status" = 'COMPLETED'
    UNION ALL
    SELECT e."creator_id", "booking_figures_month"(e."created_at"), ARRAY[0, 0, 0, 0, 0]::bigint[], 0, 0, e."amount_paise"
    FROM "earnings" e
  ) x
  CROSS JOIN LATERAL (VALUES (''), (x.creator::text)) AS v("scope")
  GROUP BY v."scope", x."month";
  INSERT INTO "record_counts" ("scope", "name", "n")
  SELECT v."scope", 'package:' || p."status", count(*)
  FROM "tour_packages" p CROSS JOIN LATERAL (VALUES (''), (p."creator_id"::text)) AS v("scope")
  GROUP BY v."scope", p."status";
  INSERT INTO "record_counts" ("scope", "name", "n")
  SELECT '', 'lead:' || "status", count(*) FROM "leads" GROUP BY "status";
  INSERT INTO "record_counts" ("scope", "name", "n")
  SELECT '', 'leads-converted', count(*) FROM "leads" WHERE "converted" HAVING count(*) > 0;
  INSERT INTO "record_counts" ("scope", "name", "n")
  SELECT c::text, 'creator-leads', count(*) FROM "leads", unnest("addressed_to") c GROUP BY c;
  INSERT INTO "record_counts" ("scope", "name", "n")
  SELECT c::text, 'creator-leads-converted', count(*) FROM "leads", unnest("converted_for") c GROUP BY c;
END;
$$;--> statement-breakpoint
SELECT "kept_figures_rebuild"();
