-- Issue #48 "Products" (server README "Products"): a shop lists its own products. A product is a
-- draft, published, unlisted or archived (deleted while orders name it); shoppers see published ones only.
-- Every product written before this (the seed's, the fixtures') was on sale: they stay published.
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_ck" CHECK ("status" IN ('draft', 'published', 'unlisted', 'archived'));--> statement-breakpoint
-- The console's products table (bench/products-table.ts): one shop's products newest first, all of
-- them, by status or by category; each is one index range read backwards, 10,000 products in a shop or not.
CREATE INDEX "products_shop_newest_idx" ON "products" ("shop_id", "id");--> statement-breakpoint
CREATE INDEX "products_shop_status_idx" ON "products" ("shop_id", "status", "id");--> statement-breakpoint
CREATE INDEX "products_shop_category_idx" ON "products" ("shop_id", "category_id", "id");--> statement-breakpoint
-- The SKUs' stock never goes below zero, whoever writes it (bulk edit, editor, checkout).
ALTER TABLE "product_skus" ADD CONSTRAINT "product_skus_stock_ck" CHECK ("stock" >= 0);
