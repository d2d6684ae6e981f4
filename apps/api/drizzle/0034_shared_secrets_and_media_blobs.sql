-- ADR 1306: one site whatever the data folders. With DATABASE_URL every instance reads the same
-- rows, so what they must share lives here rather than in each DATA_DIR.
-- The signing secret when JWT_SECRET is not given: created once (INSERT … ON CONFLICT DO NOTHING,
-- then read), so instances starting together all end with the first one's value.
CREATE TABLE "shared_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Media without S3 (or a shared MEDIA_DIR) on PostgreSQL: the bytes of each upload, demo image and
-- resized width, served at /media/<key> by any instance. A key is never rewritten.
CREATE TABLE "media_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_blobs_size_matches" CHECK ("size" = octet_length("bytes"))
);--> statement-breakpoint
-- JPEG, PNG and WebP are compressed already: kept out of line as they are, not run through pglz.
ALTER TABLE "media_blobs" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
