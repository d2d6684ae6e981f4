ALTER TABLE "reviews" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_reason_length" CHECK (char_length("reviews"."status_reason") <= 500);--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at");
