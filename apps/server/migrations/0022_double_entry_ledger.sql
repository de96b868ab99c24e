-- Issue #42 (server README "Money between accounts"): a double-entry ledger. Every movement of money
-- becomes a transfer of entries that sum to zero, from one account to another: the shopper's balance
-- (users + ledger_entries, as before), each shop's escrow / available / owed balances, the platform's
-- commission, fees and held money, and the outside world per channel. Existing rows carry over:
-- every ledger row gets a transfer with its counter-entry, passed withdrawals leave to the outside,
-- and orders already received are settled to their shop at the default 5 % commission.
ALTER TABLE "users" ADD COLUMN "shop_role" text;--> statement-breakpoint
UPDATE "users" SET "shop_role" = 'manager' WHERE "role" = 'staff' AND "shop_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "commission_bps" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_commission_ck" CHECK ("commission_bps" BETWEEN 0 AND 10000);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "commission_bps" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_commission_ck" CHECK ("commission_bps" IS NULL OR "commission_bps" BETWEEN 0 AND 10000);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "payout_bank_name" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "payout_account_name" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "payout_account_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_cents" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_commission_ck" CHECK ("commission_cents" IS NULL OR ("commission_cents" >= 0 AND "commission_cents" <= "total_cents"));--> statement-breakpoint
CREATE TABLE "money_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"shop_id" integer REFERENCES "shops"("id"),
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"may_go_negative" boolean DEFAULT false NOT NULL,
	CONSTRAINT "money_accounts_balance_ck" CHECK ("may_go_negative" OR "balance_cents" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "money_accounts_code_uq" ON "money_accounts" ("code");--> statement-breakpoint
CREATE INDEX "money_accounts_shop_idx" ON "money_accounts" ("shop_id");--> statement-breakpoint
CREATE TABLE "money_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"business_key" text NOT NULL,
	"order_id" integer,
	"shop_id" integer,
	"refund_id" integer,
	"recharge_id" integer,
	"withdrawal_id" integer,
	"payout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "money_transfers_key_uq" ON "money_transfers" ("business_key");--> statement-breakpoint
CREATE INDEX "money_transfers_shop_idx" ON "money_transfers" ("shop_id", "created_at");--> statement-breakpoint
CREATE INDEX "money_transfers_order_idx" ON "money_transfers" ("order_id");--> statement-breakpoint
CREATE TABLE "money_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL REFERENCES "money_transfers"("id"),
	"account_id" integer NOT NULL REFERENCES "money_accounts"("id"),
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	CONSTRAINT "money_entries_amount_ck" CHECK ("amount_cents" <> 0)
);--> statement-breakpoint
CREATE INDEX "money_entries_account_idx" ON "money_entries" ("account_id", "id");--> statement-breakpoint
CREATE INDEX "money_entries_transfer_idx" ON "money_entries" ("transfer_id");--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL REFERENCES "shops"("id"),
	"requested_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"request_key" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"audit_remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audited_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_ck" CHECK ("amount_cents" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_request_uq" ON "payouts" ("shop_id", "request_key");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" ("status", "id");--> statement-breakpoint
CREATE INDEX "payouts_shop_idx" ON "payouts" ("shop_id", "id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "transfer_id" integer REFERENCES "money_transfers"("id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" ("transfer_id");--> statement-breakpoint
-- The accounts: the platform's, the outside channels', and three per shop.
INSERT INTO "money_accounts" ("code", "kind", "may_go_negative") VALUES
	('platform:commission', 'platform_commission', false),
	('platform:fees', 'platform_fees', false),
	('platform:withdrawals_held', 'platform_held', false),
	('platform:payouts_held', 'platform_held', false),
	('outside:manual_in', 'outside', true),
	('outside:chain_in', 'outside', true),
	('outside:legacy_in', 'outside', true),
	('outside:bank_out', 'outside', true),
	('outside:chain_out', 'outside', true),
	('outside:payout_out', 'outside', true);--> statement-breakpoint
INSERT INTO "money_accounts" ("code", "kind", "shop_id", "may_go_negative")
	SELECT 'shop:' || "id" || ':' || k.suffix, k.kind, "id", k.negative
	FROM "shops" CROSS JOIN (VALUES ('escrow', 'shop_escrow', false), ('available', 'shop_available', false), ('owed', 'shop_owed', true)) AS k(suffix, kind, negative)
	ORDER BY "id", k.suffix;--> statement-breakpoint
-- Every order already paid gets its commission, fixed now at the default rate (5 % of the goods after discount).
UPDATE "orders" SET "commission_cents" = ("goods_cents" - "discount_cents") * 500 / 10000 WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
-- One transfer per existing ledger row, keyed as the new code keys it.
INSERT INTO "money_transfers" ("kind", "business_key", "order_id", "shop_id", "refund_id", "recharge_id", "withdrawal_id", "created_at")
	SELECT
		CASE le."type" WHEN 1 THEN 'topup' WHEN 2 THEN 'withdrawal' WHEN 3 THEN 'withdrawal_returned' WHEN 4 THEN 'order_pay' WHEN 5 THEN 'order_refund' ELSE 'order_cancel' END,
		CASE le."type"
			WHEN 1 THEN 'recharge:' || coalesce(le."recharge_id"::text, 'ledger-' || le."id")
			WHEN 2 THEN 'withdrawal:' || le."withdrawal_id"
			WHEN 3 THEN 'withdrawal:' || le."withdrawal_id" || ':returned'
			WHEN 4 THEN 'order:' || le."order_id" || ':pay'
			WHEN 5 THEN 'refund:' || le."refund_id"
			ELSE 'order:' || le."order_id" || ':cancel' END,
		le."order_id", o."shop_id", le."refund_id", le."recharge_id", le."withdrawal_id", le."created_at"
	FROM "ledger_entries" le LEFT JOIN "orders" o ON o."id" = le."order_id"
	ORDER BY le."id";--> statement-breakpoint
UPDATE "ledger_entries" le SET "transfer_id" = t."id" FROM "money_transfers" t
	WHERE t."business_key" = CASE le."type"
		WHEN 1 THEN 'recharge:' || coalesce(le."recharge_id"::text, 'ledger-' || le."id")
		WHEN 2 THEN 'withdrawal:' || le."withdrawal_id"
		WHEN 3 THEN 'withdrawal:' || le."withdrawal_id" || ':returned'
		WHEN 4 THEN 'order:' || le."order_id" || ':pay'
		WHEN 5 THEN 'refund:' || le."refund_id"
		ELSE 'order:' || le."order_id" || ':cancel' END;--> statement-breakpoint
-- Each one's counter-entry: a top-up came from outside, a withdrawal is held by the platform, an
-- order's payment is held in its shop's escrow (and a cancel or refund takes it back from there).
INSERT INTO "money_entries" ("transfer_id", "account_id", "amount_cents", "balance_after_cents")
	SELECT le."transfer_id", a."id", -le."amount_cents", 0
	FROM "ledger_entries" le
	LEFT JOIN "recharges" r ON r."id" = le."recharge_id"
	LEFT JOIN "orders" o ON o."id" = le."order_id"
	JOIN "money_accounts" a ON a."code" = CASE
		WHEN le."type" = 1 THEN CASE WHEN r."method" = 2 THEN 'outside:chain_in' ELSE 'outside:manual_in' END
		WHEN le."type" IN (2, 3) THEN 'platform:withdrawals_held'
		ELSE 'shop:' || o."shop_id" || ':escrow' END
	ORDER BY le."id";--> statement-breakpoint
-- Passed withdrawals left: the held amount went out to the bank or the chain, the charge to the platform.
INSERT INTO "money_transfers" ("kind", "business_key", "withdrawal_id", "created_at")
	SELECT 'withdrawal_paid', 'withdrawal:' || w."id" || ':paid', w."id", coalesce(w."audited_at", w."created_at")
	FROM "withdrawals" w WHERE w."status" = 1 AND EXISTS (SELECT 1 FROM "ledger_entries" le WHERE le."withdrawal_id" = w."id" AND le."type" = 2)
	ORDER BY w."id";--> statement-breakpoint
INSERT INTO "money_entries" ("transfer_id", "account_id", "amount_cents", "balance_after_cents")
	SELECT t."id", a."id", leg.amount, 0
	FROM "money_transfers" t
	JOIN "withdrawals" w ON w."id" = t."withdrawal_id"
	CROSS JOIN LATERAL (VALUES
		('platform:withdrawals_held', -w."amount_cents"),
		(CASE WHEN w."type" = 2 THEN 'outside:chain_out' ELSE 'outside:bank_out' END, w."actual_arrival_cents"),
		('platform:fees', w."service_charge_cents")) AS leg(code, amount)
	JOIN "money_accounts" a ON a."code" = leg.code
	WHERE t."kind" = 'withdrawal_paid' AND leg.amount <> 0
	ORDER BY t."id";--> statement-breakpoint
-- Orders paid before the wallet had a ledger row (the demo's reviewed orders) came from outside.
INSERT INTO "money_transfers" ("kind", "business_key", "order_id", "shop_id", "created_at")
	SELECT 'order_pay', 'order:' || o."id" || ':pay', o."id", o."shop_id", o."paid_at"
	FROM "orders" o
	WHERE o."paid_at" IS NOT NULL AND o."state" <> 'cancelled' AND o."total_cents" > 0
		AND NOT EXISTS (SELECT 1 FROM "ledger_entries" le WHERE le."order_id" = o."id" AND le."type" = 4)
	ORDER BY o."id";--> statement-breakpoint
INSERT INTO "money_entries" ("transfer_id", "account_id", "amount_cents", "balance_after_cents")
	SELECT t."id", a."id", leg.amount, 0
	FROM "money_transfers" t
	JOIN "orders" o ON o."id" = t."order_id"
	CROSS JOIN LATERAL (VALUES ('outside:legacy_in', -o."total_cents"), ('shop:' || o."shop_id" || ':escrow', o."total_cents")) AS leg(code, amount)
	JOIN "money_accounts" a ON a."code" = leg.code
	WHERE t."kind" = 'order_pay' AND NOT EXISTS (SELECT 1 FROM "ledger_entries" le WHERE le."transfer_id" = t."id")
	ORDER BY t."id";--> statement-breakpoint
-- Orders already received (or closed by a refund that left money in escrow) are settled to their shop.
CREATE TEMPORARY TABLE "settle_0022" AS
	SELECT o."id", o."shop_id", o."total_cents", o."commission_cents", coalesce(o."received_at", o."completed_at", o."paid_at") AS at,
		coalesce((SELECT sum(r."amount_cents") FROM "refunds" r WHERE r."order_id" = o."id" AND r."status" = 2), 0) AS refunded
	FROM "orders" o
	WHERE o."paid_at" IS NOT NULL AND o."state" <> 'cancelled' AND o."total_cents" > 0
		AND (o."state" IN ('received', 'completed')
			OR (o."state" = 'after_sale' AND (o."state_before_after_sale" IN ('received', 'completed')
				OR EXISTS (SELECT 1 FROM "refunds" r WHERE r."order_id" = o."id" AND r."status" = 2))));--> statement-breakpoint
DELETE FROM "settle_0022" WHERE "refunded" >= "total_cents";--> statement-breakpoint
INSERT INTO "money_transfers" ("kind", "business_key", "order_id", "shop_id", "created_at")
	SELECT 'order_settle', 'order:' || s."id" || ':settle', s."id", s."shop_id", s.at FROM "settle_0022" s ORDER BY s."id";--> statement-breakpoint
INSERT INTO "money_entries" ("transfer_id", "account_id", "amount_cents", "balance_after_cents")
	SELECT t."id", a."id", leg.amount, 0
	FROM "money_transfers" t
	JOIN "settle_0022" s ON s."id" = t."order_id"
	CROSS JOIN LATERAL (SELECT s."commission_cents" - s."commission_cents" * s.refunded / s."total_cents" AS kept) AS c
	CROSS JOIN LATERAL (VALUES
		('shop:' || s."shop_id" || ':escrow', -(s."total_cents" - s.refunded)),
		('shop:' || s."shop_id" || ':available', s."total_cents" - s.refunded - c.kept),
		('platform:commission', c.kept)) AS leg(code, amount)
	JOIN "money_accounts" a ON a."code" = leg.code
	WHERE t."kind" = 'order_settle' AND leg.amount <> 0
	ORDER BY t."id";--> statement-breakpoint
UPDATE "orders" o SET "settled_at" = s.at FROM "settle_0022" s WHERE o."id" = s."id";--> statement-breakpoint
DROP TABLE "settle_0022";--> statement-breakpoint
-- Running balances and account balances from the entries.
UPDATE "money_entries" e SET "balance_after_cents" = r.running
	FROM (SELECT "id", sum("amount_cents") OVER (PARTITION BY "account_id" ORDER BY "id") AS running FROM "money_entries") r
	WHERE r."id" = e."id";--> statement-breakpoint
UPDATE "money_accounts" a SET "balance_cents" = coalesce((SELECT sum(e."amount_cents") FROM "money_entries" e WHERE e."account_id" = a."id"), 0);--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "transfer_id" SET NOT NULL;--> statement-breakpoint
-- The database checks every transfer at commit: its entries, in both tables, sum to zero.
CREATE FUNCTION "money_transfer_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	total bigint;
BEGIN
	SELECT coalesce((SELECT sum("amount_cents") FROM "money_entries" WHERE "transfer_id" = NEW."transfer_id"), 0)
		+ coalesce((SELECT sum("amount_cents") FROM "ledger_entries" WHERE "transfer_id" = NEW."transfer_id"), 0)
		INTO total;
	IF total <> 0 THEN
		RAISE EXCEPTION 'money transfer % does not balance: its entries sum to % cents', NEW."transfer_id", total
			USING ERRCODE = 'check_violation';
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "money_entries_balance" AFTER INSERT ON "money_entries"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "money_transfer_balances"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balance" AFTER INSERT ON "ledger_entries"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "money_transfer_balances"();--> statement-breakpoint
-- Entries are history: never changed, never removed.
CREATE FUNCTION "money_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'money entries are append-only' USING ERRCODE = 'check_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "money_entries_no_change" BEFORE UPDATE OR DELETE ON "money_entries"
	FOR EACH ROW EXECUTE FUNCTION "money_entries_append_only"();
