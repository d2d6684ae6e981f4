ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'gateway' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "offline_reference" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "refunded_on" date;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind_valid" CHECK ("refunds"."kind" in ('gateway', 'offline'));