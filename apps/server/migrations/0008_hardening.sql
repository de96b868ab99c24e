CREATE TABLE "trusted_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_identifiers" (
	"identifier" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identifiers" ADD CONSTRAINT "user_identifiers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trusted_devices_user_idx" ON "trusted_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_identifiers_user_idx" ON "user_identifiers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploads_unused_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."used_at" is null;--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline_idx" ON "orders" USING btree ("pay_deadline") WHERE "orders"."state" = 'awaiting_payment';--> statement-breakpoint
-- One namespace for account names, emails and mobiles (README "Security"): existing identifiers
-- first, the oldest user keeping an identifier two users shared before this rule.
INSERT INTO "user_identifiers" ("identifier", "user_id")
SELECT DISTINCT ON ("identifier") "identifier", "user_id" FROM (
  SELECT lower("account") AS "identifier", "id" AS "user_id" FROM "users"
  UNION ALL SELECT lower("email"), "id" FROM "users" WHERE "email" IS NOT NULL AND "email" <> ''
  UNION ALL SELECT lower("mobile"), "id" FROM "users" WHERE "mobile" IS NOT NULL AND "mobile" <> ''
) AS "all_identifiers"
ORDER BY "identifier", "user_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "user_identifiers_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "user_identifiers" WHERE "user_id" = NEW."id";
  INSERT INTO "user_identifiers" ("identifier", "user_id")
  SELECT DISTINCT "value", NEW."id"
  FROM unnest(ARRAY[lower(NEW."account"), lower(NEW."email"), lower(NEW."mobile")]) AS "value"
  WHERE "value" IS NOT NULL AND "value" <> '';
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_identifiers_sync" AFTER INSERT OR UPDATE OF "account", "email", "mobile" ON "users"
FOR EACH ROW EXECUTE FUNCTION "user_identifiers_sync"();
