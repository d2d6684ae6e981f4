-- ADR 1221: the stored package answer keeps its ETag and its br and gzip forms beside the body,
-- written when the row is (re)built, so a miss of the micro-cache hashes and compresses nothing.
ALTER TABLE "package_reads" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "package_reads" ADD COLUMN "body_br" bytea;--> statement-breakpoint
ALTER TABLE "package_reads" ADD COLUMN "body_gzip" bytea;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "package_reads_stale"(pids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Only packages that exist (a cascade from a deleted package marks nothing); in id order so
  -- writers lock rows in one order.
  INSERT INTO "package_reads" AS r ("package_id", "version")
  SELECT p."id", 1 FROM "tour_packages" p WHERE p."id" = ANY(pids) ORDER BY p."id"
  ON CONFLICT ("package_id") DO UPDATE SET "version" = r."version" + 1, "slug" = NULL,
    "dates_from" = NULL, "builder" = NULL, "body" = NULL, "built_at" = NULL,
    "etag" = NULL, "body_br" = NULL, "body_gzip" = NULL;
END;
$$;--> statement-breakpoint
-- Rows stored before this migration have no forms: every one is a miss and is rebuilt.
UPDATE "package_reads" SET "version" = "version" + 1, "slug" = NULL, "dates_from" = NULL,
  "builder" = NULL, "body" = NULL, "built_at" = NULL;
