-- Issue #46 "Account recovery": a phone-registered shopper gets the reset code by SMS, and the same
-- codes reset the payment code (their `purpose`, added with its check in 0027, keeps the flows'
-- codes apart). `dev_sms` is the development SMS outbox, the `dev_mail` twin that `ops sms` reads.
CREATE TABLE "dev_sms" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
