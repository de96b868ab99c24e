-- issue 7: a balance never goes negative, whatever the application does. users.ts belongs to the
-- accounts area, so the constraint is added here rather than declared there.
ALTER TABLE "users" ADD CONSTRAINT "users_balance_non_negative_ck" CHECK ("balance_cents" >= 0);
