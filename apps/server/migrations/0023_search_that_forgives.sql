-- Issue #46 "Search that forgives" (server README "Search"): trigram matching on the products'
-- names in every language, the words of those names for typo tolerance ("smartfone" -> smartphone),
-- and each product's review scores for the rating sort and filter.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- LIKE '%word%' on search_text is answered from this index instead of reading every product.
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The words of a search text: split on white space and ASCII punctuation (CJK and Thai names have
-- no spaces and stay whole), at least two characters.
CREATE FUNCTION "search_words"("text" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table("text", '[[:space:]!-/:-@\[-`{-~]+') AS w
  WHERE char_length(w) BETWEEN 2 AND 64
$$;--> statement-breakpoint
-- Every word of any product's search text and how many products hold it: what a misspelt word is
-- compared with (pg_trgm similarity through the index below), and what "did you mean" proposes.
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "search_terms_products_ck" CHECK ("products" > 0)
);--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- Which products hold each word: a search resolves its words to known terms (the small table
-- above) and reads the products from here, instead of a LIKE over every product per alternative.
CREATE TABLE "search_term_products" (
	"term" text NOT NULL,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	PRIMARY KEY ("term", "product_id")
);--> statement-breakpoint
CREATE INDEX "search_term_products_product_idx" ON "search_term_products" ("product_id");--> statement-breakpoint
-- Kept by the database, so every writer of products (seed, fixtures, a later console editor) keeps it.
CREATE FUNCTION "search_terms_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "search_terms" SET "products" = "products" - 1
      WHERE "term" IN (SELECT "search_words"(OLD."search_text")) AND "products" > 1;
    DELETE FROM "search_terms"
      WHERE "term" IN (SELECT "search_words"(OLD."search_text")) AND "products" = 1;
    IF TG_OP = 'UPDATE' THEN
      DELETE FROM "search_term_products" WHERE "product_id" = OLD."id";
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "search_terms" ("term", "products")
      SELECT w, 1 FROM "search_words"(NEW."search_text") AS w
      ON CONFLICT ("term") DO UPDATE SET "products" = "search_terms"."products" + 1;
    INSERT INTO "search_term_products" ("term", "product_id")
      SELECT w, NEW."id" FROM "search_words"(NEW."search_text") AS w;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_terms_sync" AFTER INSERT OR DELETE OR UPDATE OF "search_text" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "search_terms_sync"();--> statement-breakpoint
-- Recounts the whole table in one statement: for this migration and for bulk loads that insert
-- with the trigger disabled (bench/search.ts).
CREATE FUNCTION "search_terms_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "search_term_products";
  INSERT INTO "search_term_products" ("term", "product_id")
    SELECT w, "products"."id" FROM "products", LATERAL "search_words"("products"."search_text") AS w;
  DELETE FROM "search_terms";
  INSERT INTO "search_terms" ("term", "products")
    SELECT "term", count(*)::int FROM "search_term_products" GROUP BY "term";
$$;--> statement-breakpoint
SELECT "search_terms_rebuild"();--> statement-breakpoint
-- The rating sort and the minimum-rating filter: the sum and number of product scores (1-5).
ALTER TABLE "products" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "products" SET "rating_total" = r.total, "rating_count" = r.n
  FROM (SELECT "product_id", sum("product_score")::int AS total, count(*)::int AS n FROM "reviews" GROUP BY "product_id") AS r
  WHERE r."product_id" = "products"."id";--> statement-breakpoint
CREATE FUNCTION "product_rating_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "products" SET "rating_total" = "rating_total" + NEW."product_score", "rating_count" = "rating_count" + 1
      WHERE "id" = NEW."product_id";
  ELSE
    UPDATE "products" SET "rating_total" = "rating_total" - OLD."product_score", "rating_count" = "rating_count" - 1
      WHERE "id" = OLD."product_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_product_rating_sync" AFTER INSERT OR DELETE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "product_rating_sync"();
