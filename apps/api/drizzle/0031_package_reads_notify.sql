-- ADR 1229: on PGlite the process keeps a copy of each stored package answer in memory and drops
-- it on this notification, which PGlite hands over while the writer's COMMIT returns. Only a
-- session that sets `wayfarer.package_reads_notify` to 'on' (PGlite's one session, db/client.ts)
-- notifies: on PostgreSQL a NOTIFY would make every checkout's commit queue on the server's one
-- notification lock, and no instance keeps a copy there.
CREATE FUNCTION "package_reads_notify"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('wayfarer.package_reads_notify', true) = 'on' THEN
    PERFORM pg_notify('package_reads', '');
  END IF;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "package_reads_stale"(pids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Only packages that exist (a cascade from a deleted package marks nothing); in id order so
  -- writers lock rows in one order.
  INSERT INTO "package_reads" AS r ("package_id", "version")
  SELECT p."id", 1 FROM "tour_packages" p WHERE p."id" = ANY(pids) ORDER BY p."id"
  ON CONFLICT ("package_id") DO UPDATE SET "version" = r."version" + 1, "slug" = NULL,
    "dates_from" = NULL, "builder" = NULL, "body" = NULL, "built_at" = NULL,
    "etag" = NULL, "body_br" = NULL, "body_gzip" = NULL;
  PERFORM "package_reads_notify"();
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "package_reads_on_package"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "package_reads" WHERE "package_id" = OLD."id";
    PERFORM "package_reads_notify"();
  ELSE
    PERFORM "package_reads_stale"(ARRAY[NEW."id"]);
  END IF;
  RETURN NULL;
END;
$$;
