CREATE TABLE "hotels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"destination_id" uuid NOT NULL,
	"star_rating" smallint NOT NULL,
	"map_link" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotels_star_rating_valid" CHECK ("hotels"."star_rating" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "creator_categories" DROP CONSTRAINT "creator_categories_category_id_tour_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "creator_destinations" DROP CONSTRAINT "creator_destinations_destination_group_id_destination_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "destination_group_destinations" DROP CONSTRAINT "destination_group_destinations_destination_id_destinations_id_fk";
--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_destination_name_lower_idx" ON "hotels" USING btree ("destination_id",lower("name"));--> statement-breakpoint
CREATE INDEX "hotels_name_trgm_idx" ON "hotels" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "creator_categories" ADD CONSTRAINT "creator_categories_category_id_tour_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tour_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_destinations" ADD CONSTRAINT "creator_destinations_destination_group_id_destination_groups_id_fk" FOREIGN KEY ("destination_group_id") REFERENCES "public"."destination_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_group_destinations" ADD CONSTRAINT "destination_group_destinations_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_trgm_idx" ON "leads" USING gin (lower("phone") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_valid" CHECK ("leads"."status" in ('new', 'followed', 'cancelled', 'confirmed'));