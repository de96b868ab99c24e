-- Issue #46: the shopper may give the transaction hash of an on-chain top-up; the operator who
-- audits the recharge sees it. Optional, so existing rows and manual top-ups keep NULL.
ALTER TABLE "recharges" ADD COLUMN "tx_hash" text;
