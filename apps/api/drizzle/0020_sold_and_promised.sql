ALTER TABLE "tour_dates" ADD COLUMN "closed_for_sale" boolean DEFAULT false NOT NULL;
