-- ADR 1143: a per-user token version in every access token, raised by a password
-- reset or change and "sign out everywhere"; at most one live link per user and purpose.
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "account_tokens" SET "used_at" = now()
WHERE "used_at" IS NULL
  AND "id" NOT IN (
    SELECT DISTINCT ON ("user_id", "purpose") "id" FROM "account_tokens"
    WHERE "used_at" IS NULL
    ORDER BY "user_id", "purpose", "created_at" DESC, "id"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_one_live_idx" ON "account_tokens" USING btree ("user_id","purpose") WHERE "account_tokens"."used_at" is null;
