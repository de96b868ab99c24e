-- Issue #48 "Merchants join" (server README "Merchants join"): a business applies, the operator
-- reviews; an approval creates the shop and its owner. The status token is kept as a SHA-256 digest.
CREATE TABLE "merchant_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"token_hash" text NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"business_name" text NOT NULL,
	"shop_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"country" text NOT NULL,
	"category_ids" jsonb NOT NULL,
	"description" text NOT NULL,
	"logo" text NOT NULL,
	"document" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"decided_at" timestamp with time zone,
	"shop_id" integer REFERENCES "shops"("id") ON DELETE SET NULL,
	"submitted_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "merchant_applications_state_ck" CHECK ("state" IN ('submitted', 'changes_requested', 'approved', 'refused'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_applications_reference_uq" ON "merchant_applications" ("reference");--> statement-breakpoint
CREATE INDEX "merchant_applications_state_idx" ON "merchant_applications" ("state", "submitted_at");--> statement-breakpoint
CREATE INDEX "merchant_applications_ip_idx" ON "merchant_applications" ("submitted_ip", "created_at");--> statement-breakpoint
-- A suspended shop leaves the shop side (its page, products, search, home) and takes no new orders;
-- existing orders still ship, refund and chat. Null: open.
ALTER TABLE "shops" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "suspension_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The new owner's one-time set-password link shares the reset codes' machinery (hashed, expiring,
-- single use); the purpose keeps each kind from working as the other.
-- Issue #46 (migration 0029) resets the payment code with the same codes: `password`, `payCode` and
-- `set_password`; the rows from before are password codes.
ALTER TABLE "password_reset_codes" ADD COLUMN "purpose" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_purpose_ck" CHECK ("purpose" IN ('password', 'payCode', 'set_password'));
