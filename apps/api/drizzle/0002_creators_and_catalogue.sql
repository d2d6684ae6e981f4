CREATE TABLE "creator_banner_images" (
	"creator_id" uuid NOT NULL,
	"image" text NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "creator_banner_images_creator_id_order_pk" PRIMARY KEY("creator_id","order"),
	CONSTRAINT "creator_banner_images_order_valid" CHECK ("creator_banner_images"."order" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "creator_categories" (
	"creator_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "creator_categories_creator_id_category_id_pk" PRIMARY KEY("creator_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "creator_destinations" (
	"creator_id" uuid NOT NULL,
	"destination_group_id" uuid NOT NULL,
	CONSTRAINT "creator_destinations_creator_id_destination_group_id_pk" PRIMARY KEY("creator_id","destination_group_id")
);
--> statement-breakpoint
CREATE TABLE "creator_memories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"image" text NOT NULL,
	"order" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_social_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"username" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"profile_image" text,
	"title" text,
	"subtitle" text,
	"show_username" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creators_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "destination_group_destinations" (
	"group_id" uuid NOT NULL,
	"destination_id" uuid NOT NULL,
	CONSTRAINT "destination_group_destinations_group_id_destination_id_pk" PRIMARY KEY("group_id","destination_id")
);
--> statement-breakpoint
CREATE TABLE "destination_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text,
	"banner" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destination_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"banner" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_banner_images" ADD CONSTRAINT "creator_banner_images_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_categories" ADD CONSTRAINT "creator_categories_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_categories" ADD CONSTRAINT "creator_categories_category_id_tour_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tour_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_destinations" ADD CONSTRAINT "creator_destinations_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_destinations" ADD CONSTRAINT "creator_destinations_destination_group_id_destination_groups_id_fk" FOREIGN KEY ("destination_group_id") REFERENCES "public"."destination_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_memories" ADD CONSTRAINT "creator_memories_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_social_links" ADD CONSTRAINT "creator_social_links_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_group_destinations" ADD CONSTRAINT "destination_group_destinations_group_id_destination_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."destination_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_group_destinations" ADD CONSTRAINT "destination_group_destinations_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_categories_category_idx" ON "creator_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "creator_destinations_group_idx" ON "creator_destinations" USING btree ("destination_group_id");--> statement-breakpoint
CREATE INDEX "creator_memories_creator_idx" ON "creator_memories" USING btree ("creator_id","order","position");--> statement-breakpoint
CREATE INDEX "creator_social_links_creator_idx" ON "creator_social_links" USING btree ("creator_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "creators_username_lower_idx" ON "creators" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "creators_created_idx" ON "creators" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "creators_full_name_trgm_idx" ON "creators" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creators_username_trgm_idx" ON "creators" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creators_email_trgm_idx" ON "creators" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "destination_group_destinations_destination_idx" ON "destination_group_destinations" USING btree ("destination_id");--> statement-breakpoint
CREATE UNIQUE INDEX "destination_groups_name_lower_idx" ON "destination_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "destination_groups_name_trgm_idx" ON "destination_groups" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "destinations_name_lower_idx" ON "destinations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "destinations_name_trgm_idx" ON "destinations" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tour_categories_name_lower_idx" ON "tour_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "tour_categories_name_trgm_idx" ON "tour_categories" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE set null ON UPDATE no action;