CREATE TABLE "chat_auto_reply_log" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"replied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_presence" (
	"uid" text PRIMARY KEY NOT NULL,
	"online_devices" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ip_rate_windows" (
	"ip" text PRIMARY KEY NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
