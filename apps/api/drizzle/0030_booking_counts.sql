-- ADR 1226: the bookings kept per (booking status, payment status) in record_counts (ADR 1211),
-- 'booking:<status>:<payment_status>', platform-wide (scope '') and per creator, so the bookings
-- list without a search answers its total from a few rows instead of counting up to COUNT_CAP
-- bookings on every page.
--
-- The trigger is deferred to the commit (a constraint trigger, INITIALLY DEFERRED): still in the
-- writer's transaction, so the counts are exact, but every checkout adds 1 to the same platform
-- row, and an immediate trigger would hold that row's lock from the booking's insert to the
-- commit — across checkout's wait for its date's lock — queueing every checkout of the platform
-- behind one busy date, and taking the counts' locks before the dates' where other transactions
-- (a group date's payments) take them after. Deferred, the counts are the last locks taken and
-- are held only while the transaction commits.
--
-- One statement per row, its (scope, name) rows in order: two writers lock the rows they share in
-- the same order. An update that changes neither status nor creator changes nothing.
CREATE FUNCTION "record_counts_on_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."status" = OLD."status" AND NEW."payment_status" = OLD."payment_status"
     AND NEW."creator_id" = OLD."creator_id" THEN
    RETURN NULL;
  END IF;
  INSERT INTO "record_counts" AS c ("scope", "name", "n")
  SELECT d."scope", d."name", sum(d."n") FROM (
    SELECT v."scope", 'booking:' || OLD."status" || ':' || OLD."payment_status" AS "name", -1 AS "n"
    FROM (VALUES (''), (OLD."creator_id"::text)) AS v("scope") WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT v."scope", 'booking:' || NEW."status" || ':' || NEW."payment_status", 1
    FROM (VALUES (''), (NEW."creator_id"::text)) AS v("scope") WHERE TG_OP <> 'DELETE'
  ) d
  GROUP BY d."scope", d."name"
  HAVING sum(d."n") <> 0
  ORDER BY d."scope", d."name"
  ON CONFLICT ("scope", "name") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "record_counts_on_booking"
  AFTER INSERT OR DELETE OR UPDATE OF "status", "payment_status", "creator_id" ON "bookings"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "record_counts_on_booking"();--> statement-breakpoint
-- The bookings' counts rebuilt from the rows: the backfill below, and after a bulk load that ran
-- with the trigger disabled (bench:scale).
CREATE FUNCTION "booking_counts_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "record_counts" WHERE "name" LIKE 'booking:%';
  INSERT INTO "record_counts" ("scope", "name", "n")
  SELECT v."scope", 'booking:' || b."status" || ':' || b."payment_status", count(*)
  FROM "bookings" b CROSS JOIN LATERAL (VALUES (''), (b."creator_id"::text)) AS v("scope")
  GROUP BY 1, 2;
END;
$$;--> statement-breakpoint
-- kept_figures_rebuild() (migration 0024) empties all of record_counts before it recounts the
-- packages and leads: it now rebuilds the bookings' counts after, its own body kept unchanged
-- under another name.
ALTER FUNCTION "kept_figures_rebuild"() RENAME TO "kept_figures_rebuild_0024";--> statement-breakpoint
CREATE FUNCTION "kept_figures_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "kept_figures_rebuild_0024"();
  PERFORM "booking_counts_rebuild"();
END;
$$;--> statement-breakpoint
SELECT "booking_counts_rebuild"();
