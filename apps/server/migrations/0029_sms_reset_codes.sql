-- Issue #46 "Account recovery": a phone-registered shopper gets the reset code by SMS, and the same
-- codes reset the payment code. `purpose` keeps the two flows' codes apart (a password code never
-- sets a payment code); the rows from before are password codes. `dev_sms` is the development SMS
-- outbox, the `dev_mail` twin that `ops sms` reads.
ALTER TABLE "password_reset_codes" ADD COLUMN "purpose" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
CREATE TABLE "dev_sms" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
