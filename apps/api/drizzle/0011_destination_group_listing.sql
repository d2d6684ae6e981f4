CREATE TABLE "tour_package_groups" (
	"group_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"starting_price_paise" integer,
	CONSTRAINT "tour_package_groups_group_id_package_id_pk" PRIMARY KEY("group_id","package_id")
);
--> statement-breakpoint
ALTER TABLE "tour_package_groups" ADD CONSTRAINT "tour_package_groups_group_id_destination_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."destination_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_package_groups" ADD CONSTRAINT "tour_package_groups_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_package_groups_package_idx" ON "tour_package_groups" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "tour_package_groups_newest_idx" ON "tour_package_groups" USING btree ("group_id","published_at" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"package_id");--> statement-breakpoint
CREATE INDEX "tour_package_groups_price_idx" ON "tour_package_groups" USING btree ("group_id","starting_price_paise","published_at" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"package_id");--> statement-breakpoint
CREATE INDEX "tour_package_groups_price_desc_idx" ON "tour_package_groups" USING btree ("group_id","starting_price_paise" DESC NULLS LAST,"published_at" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"package_id");--> statement-breakpoint
-- tour_package_groups is kept by the database (docs/decisions/706): whatever writes packages,
-- their places or the groups' places (the API, the demo seed, a bulk load), the table follows.
CREATE FUNCTION "tour_package_groups_refresh"(pkg uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "tour_package_groups" WHERE "package_id" = pkg;
  INSERT INTO "tour_package_groups" ("group_id", "package_id", "published_at", "created_at", "starting_price_paise")
  SELECT DISTINCT gd."group_id", p."id", p."published_at", p."created_at", p."starting_price_paise"
  FROM "tour_packages" p
  JOIN "tour_package_destinations" t ON t."package_id" = p."id"
  JOIN "destination_group_destinations" gd ON gd."destination_id" = t."destination_id"
  WHERE p."id" = pkg AND p."status" = 'Published';
END;
$$;--> statement-breakpoint
CREATE FUNCTION "tour_package_groups_on_package"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "tour_package_groups_refresh"(NEW."id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tour_package_groups_on_package"
  AFTER INSERT OR UPDATE OF "status", "published_at", "created_at", "starting_price_paise" ON "tour_packages"
  FOR EACH ROW EXECUTE FUNCTION "tour_package_groups_on_package"();--> statement-breakpoint
CREATE FUNCTION "tour_package_groups_on_place"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "tour_package_groups_refresh"(OLD."package_id"); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."package_id" <> OLD."package_id"
      OR NEW."destination_id" <> OLD."destination_id") THEN
    PERFORM "tour_package_groups_refresh"(NEW."package_id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tour_package_groups_on_place"
  AFTER INSERT OR DELETE OR UPDATE OF "package_id", "destination_id" ON "tour_package_destinations"
  FOR EACH ROW EXECUTE FUNCTION "tour_package_groups_on_place"();--> statement-breakpoint
CREATE FUNCTION "tour_package_groups_on_group_place"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "tour_package_groups" ("group_id", "package_id", "published_at", "created_at", "starting_price_paise")
    SELECT DISTINCT NEW."group_id", p."id", p."published_at", p."created_at", p."starting_price_paise"
    FROM "tour_package_destinations" t JOIN "tour_packages" p ON p."id" = t."package_id"
    WHERE t."destination_id" = NEW."destination_id" AND p."status" = 'Published'
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END IF;
  -- A removed place: its packages leave the group unless another of their places is still in it.
  DELETE FROM "tour_package_groups" g
  WHERE g."group_id" = OLD."group_id"
    AND g."package_id" IN (SELECT t."package_id" FROM "tour_package_destinations" t WHERE t."destination_id" = OLD."destination_id")
    AND NOT EXISTS (
      SELECT 1 FROM "tour_package_destinations" t
      JOIN "destination_group_destinations" gd ON gd."destination_id" = t."destination_id"
      WHERE t."package_id" = g."package_id" AND gd."group_id" = OLD."group_id"
    );
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tour_package_groups_on_group_place"
  AFTER INSERT OR DELETE ON "destination_group_destinations"
  FOR EACH ROW EXECUTE FUNCTION "tour_package_groups_on_group_place"();--> statement-breakpoint
INSERT INTO "tour_package_groups" ("group_id", "package_id", "published_at", "created_at", "starting_price_paise")
SELECT DISTINCT gd."group_id", p."id", p."published_at", p."created_at", p."starting_price_paise"
FROM "tour_packages" p
JOIN "tour_package_destinations" t ON t."package_id" = p."id"
JOIN "destination_group_destinations" gd ON gd."destination_id" = t."destination_id"
WHERE p."status" = 'Published';
