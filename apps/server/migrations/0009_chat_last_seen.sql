CREATE TABLE "chat_last_seen" (
	"uid" text PRIMARY KEY NOT NULL,
	"offline_at" timestamp with time zone NOT NULL
);
