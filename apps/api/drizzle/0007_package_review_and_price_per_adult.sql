ALTER TABLE "tour_packages" DROP CONSTRAINT "tour_packages_status_valid";--> statement-breakpoint
ALTER TABLE "tour_packages" ADD CONSTRAINT "tour_packages_status_valid" CHECK ("tour_packages"."status" in ('Draft', 'PendingReview', 'Published', 'Rejected'));--> statement-breakpoint
-- "Starting From" becomes the lowest price per adult (shared rule startingPricePaise):
-- recompute every stored figure the same way.
UPDATE "tour_packages" AS p SET "starting_price_paise" = CASE
  WHEN p."pricing_type" = 'Simple' THEN (
    SELECT min(round(s."price_paise"::numeric / s."adult"))::integer
    FROM "tour_simple_pricings" s JOIN "tour_departures" d ON d."id" = s."departure_id"
    WHERE d."package_id" = p."id" AND s."child" = 0 AND s."adult" > 0
      AND round(s."price_paise"::numeric / s."adult") > 0)
  ELSE (
    SELECT min(round(c."price_paise"::numeric / c."total_people"))::integer
    FROM "tour_custom_pricings" c JOIN "tour_departures" d ON d."id" = c."departure_id"
    WHERE d."package_id" = p."id" AND round(c."price_paise"::numeric / c."total_people") > 0)
END;
