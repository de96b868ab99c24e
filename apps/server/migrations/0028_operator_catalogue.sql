-- Issue #48 "The operator's marketplace" (server README "The operator's marketplace"): the operator
-- runs categories, home banners, announcements and the hot lists from the console, without code.
-- Categories: a tree of two levels (a parent is itself top-level: checked by the server, which also
-- refuses to delete a category that products or children use; the foreign key is the last guard).
-- `sort_order` and `icon` (a picture URL, uploaded or drawn by the seed) already exist.
ALTER TABLE "categories" ADD COLUMN "parent_id" integer REFERENCES "categories"("id");--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The ten categories of shop-spec §3 are named by the shop's own translations of their label; once
-- the operator renames one, the shop shows the operator's names instead (features/catalog/index-queries.ts).
ALTER TABLE "categories" ADD COLUMN "names_edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_not_self_ck" CHECK ("parent_id" IS NULL OR "parent_id" <> "id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" ("parent_id", "sort_order", "id");--> statement-breakpoint
-- Banners: a typed link (the target must exist when saved), an optional schedule and an on/off
-- switch. `link` stays the shop path the shopper's tap opens, written from the typed link on save.
ALTER TABLE "banners" ADD COLUMN "link_type" text DEFAULT 'search' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "link_target" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_link_type_ck" CHECK ("link_type" IN ('product', 'shop', 'category', 'search'));--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_schedule_ck" CHECK ("starts_at" IS NULL OR "ends_at" IS NULL OR "ends_at" > "starts_at");--> statement-breakpoint
-- The banners written before this linked to /shop/<id> or /detail/<id>[/<shop>]: typed accordingly.
UPDATE "banners" SET "link_type" = 'shop', "link_target" = substring("link" from '^/shop/([0-9]+)') WHERE "link" ~ '^/shop/[0-9]+$';--> statement-breakpoint
UPDATE "banners" SET "link_type" = 'product', "link_target" = substring("link" from '^/detail/([0-9]+)') WHERE "link" ~ '^/detail/[0-9]+(/[0-9]+)?$';--> statement-breakpoint
-- Hot products and hot shops stay computed; a pinned one comes first, a hidden one never shows.
CREATE TABLE "hot_pins" (
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"pin" text NOT NULL,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hot_pins_pk" PRIMARY KEY ("kind", "target_id"),
	CONSTRAINT "hot_pins_kind_ck" CHECK ("kind" IN ('product', 'shop')),
	CONSTRAINT "hot_pins_pin_ck" CHECK ("pin" IN ('pinned', 'hidden'))
);--> statement-breakpoint
-- Announcements: one row per announcement; each shopper's notification names it, so the console can
-- list, correct and withdraw what `ops announce` and the console sent.
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "announcement_id" integer REFERENCES "announcements"("id") ON DELETE CASCADE;--> statement-breakpoint
CREATE INDEX "notifications_announcement_idx" ON "notifications" ("announcement_id") WHERE "announcement_id" IS NOT NULL;--> statement-breakpoint
-- The announcements sent before this, one per distinct text, with the notifications that carried them.
INSERT INTO "announcements" ("title", "body", "created_at", "updated_at")
SELECT "params"->>'title', "params"->>'body', min("created_at"), min("created_at")
FROM "notifications" WHERE "template_key" = 'notification.platformAnnouncement'
GROUP BY "params"->>'title', "params"->>'body'
ORDER BY min("created_at");--> statement-breakpoint
UPDATE "notifications" AS n SET "announcement_id" = a."id" FROM "announcements" AS a
WHERE n."template_key" = 'notification.platformAnnouncement'
  AND n."params"->>'title' = a."title" AND n."params"->>'body' = a."body";
