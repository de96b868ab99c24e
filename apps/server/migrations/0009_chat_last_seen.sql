CREATE TABLE "chat_last_seen" (
	"uid" text PRIMARY KEY NOT NULL,
	"offline_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_message_extras" ADD COLUMN "message_seq" integer DEFAULT 0 NOT NULL;