ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "products" SET "search_text" = lower("name");--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "titles" jsonb DEFAULT '{}'::jsonb NOT NULL;
