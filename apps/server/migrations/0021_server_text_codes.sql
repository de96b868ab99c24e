-- Issue #31: text the server writes is sent as a stable code beside the text, so the shop shows it
-- in the shopper's language. NULL code = free text a person typed (shown as typed).
ALTER TABLE "logistics_events" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "remark_code" text;--> statement-breakpoint
UPDATE "logistics_events" SET "code" = 'delivered' WHERE "description" = 'Delivered';--> statement-breakpoint
UPDATE "logistics_events" SET "code" = 'shipped' WHERE "description" LIKE 'Shipped by %, tracking number %';--> statement-breakpoint
UPDATE "ledger_entries" SET "remark_code" = 'manualRecharge' WHERE "remark" = 'manual' AND "recharge_id" IS NOT NULL;--> statement-breakpoint
UPDATE "ledger_entries" SET "remark_code" = 'openingBalance' WHERE "remark" = 'opening balance';
