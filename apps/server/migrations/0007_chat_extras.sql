CREATE TABLE "chat_conversation_extras" (
	"uid" text NOT NULL,
	"channel_id" text NOT NULL,
	"channel_type" integer NOT NULL,
	"draft" text DEFAULT '' NOT NULL,
	"keep_message_seq" integer DEFAULT 0 NOT NULL,
	"keep_offset_y" integer DEFAULT 0 NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "chat_conversation_extras_uid_channel_id_channel_type_pk" PRIMARY KEY("uid","channel_id","channel_type")
);
--> statement-breakpoint
CREATE TABLE "chat_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"channel_id" text NOT NULL,
	"channel_type" integer NOT NULL,
	"reminder_type" integer NOT NULL,
	"message_id" bigint NOT NULL,
	"message_seq" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_conversation_extras_version_idx" ON "chat_conversation_extras" USING btree ("uid","version");--> statement-breakpoint
CREATE INDEX "chat_reminders_version_idx" ON "chat_reminders" USING btree ("uid","version");