-- ADR 1313, 1315: creators' share links, the link a booking or lead was made through,
-- and the referral share a recommending creator earns in the same ledger.
CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"creator_id" uuid NOT NULL,
	-- null: the creator's profile link.
	"package_id" uuid,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_code_unique" UNIQUE("code"),
	CONSTRAINT "share_links_channel_valid" CHECK ("share_links"."channel" in ('instagram', 'youtube', 'whatsapp', 'x', 'facebook', 'email', 'other')),
	CONSTRAINT "share_links_code_valid" CHECK ("share_links"."code" ~ '^[A-Za-z0-9]{8}$')
);--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_package_id_tour_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tour_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One link per creator, package (or profile) and channel: asking again answers the same code.
CREATE UNIQUE INDEX "share_links_package_channel_idx" ON "share_links" USING btree ("creator_id","package_id","channel") WHERE "share_links"."package_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_profile_channel_idx" ON "share_links" USING btree ("creator_id","channel") WHERE "share_links"."package_id" is null;--> statement-breakpoint
CREATE INDEX "share_links_package_idx" ON "share_links" USING btree ("package_id");--> statement-breakpoint
-- The link a booking or lead was made through, resolved by the server from the code the visitor's
-- browser kept; its creator and channel are the link's (a link never changes).
ALTER TABLE "bookings" ADD COLUMN "share_link_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_share_link_idx" ON "bookings" USING btree ("share_link_id") WHERE "bookings"."share_link_id" is not null;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "share_link_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_share_link_idx" ON "leads" USING btree ("share_link_id") WHERE "leads"."share_link_id" is not null;--> statement-breakpoint
-- The admin's referral share (basis points): 3 % until changed, at most 20 %.
ALTER TABLE "site_settings" ADD COLUMN "referral_rate_bp" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_referral_rate_valid" CHECK ("site_settings"."referral_rate_bp" between 0 and 2000);--> statement-breakpoint
-- A booking's referral terms, frozen with its own at the first payment received.
ALTER TABLE "booking_commissions" ADD COLUMN "referrer_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_commissions" ADD COLUMN "referral_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "booking_commissions" ADD CONSTRAINT "booking_commissions_referrer_id_creators_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."creators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_commissions" ADD CONSTRAINT "booking_commissions_referral_valid" CHECK (("booking_commissions"."referrer_id" is null and "booking_commissions"."referral_rate_bp" is null) or ("booking_commissions"."referrer_id" is not null and "booking_commissions"."referral_rate_bp" between 0 and 10000 and "booking_commissions"."referrer_id" <> "booking_commissions"."creator_id"));--> statement-breakpoint
CREATE INDEX "booking_commissions_referrer_idx" ON "booking_commissions" USING btree ("referrer_id") WHERE "booking_commissions"."referrer_id" is not null;--> statement-breakpoint
-- A ledger row is the package creator's share or a referral share: one of each per payment and
-- per refund at most (a replayed hook still appends nothing).
ALTER TABLE "earnings" ADD COLUMN "share" text DEFAULT 'creator' NOT NULL;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_share_valid" CHECK ("earnings"."share" in ('creator', 'referral'));--> statement-breakpoint
ALTER TABLE "earnings" DROP CONSTRAINT "earnings_payment_attempt_id_unique";--> statement-breakpoint
ALTER TABLE "earnings" DROP CONSTRAINT "earnings_refund_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_attempt_share_idx" ON "earnings" USING btree ("payment_attempt_id","share");--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_refund_share_idx" ON "earnings" USING btree ("refund_id","share");
