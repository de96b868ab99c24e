CREATE SEQUENCE "public"."chat_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "chat_auto_replies" (
	"service_id" text PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_channel_members" (
	"channel_id" text NOT NULL,
	"channel_type" integer NOT NULL,
	"uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_channel_members_channel_id_channel_type_uid_pk" PRIMARY KEY("channel_id","channel_type","uid")
);
--> statement-breakpoint
CREATE TABLE "chat_channels" (
	"channel_id" text NOT NULL,
	"channel_type" integer NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_channels_channel_id_channel_type_pk" PRIMARY KEY("channel_id","channel_type")
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"uid" text NOT NULL,
	"channel_id" text NOT NULL,
	"channel_type" integer NOT NULL,
	"canonical_id" text NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"browse_to" integer DEFAULT 0 NOT NULL,
	"last_msg_seq" integer DEFAULT 0 NOT NULL,
	"last_client_msg_no" text DEFAULT '' NOT NULL,
	"timestamp" integer DEFAULT 0 NOT NULL,
	"version" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "chat_conversations_uid_channel_id_channel_type_pk" PRIMARY KEY("uid","channel_id","channel_type")
);
--> statement-breakpoint
CREATE TABLE "chat_message_extras" (
	"message_id" bigint PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"channel_type" integer NOT NULL,
	"readed_count" integer DEFAULT 0 NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"revoke" boolean DEFAULT false NOT NULL,
	"edited_at" integer DEFAULT 0 NOT NULL,
	"content_edit" text,
	"extra_version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_message_reads" (
	"message_id" bigint NOT NULL,
	"uid" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_message_reads_message_id_uid_pk" PRIMARY KEY("message_id","uid")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"message_id" bigint PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"channel_type" integer NOT NULL,
	"message_seq" integer NOT NULL,
	"client_msg_no" text NOT NULL,
	"client_seq" bigint DEFAULT 0 NOT NULL,
	"from_uid" text NOT NULL,
	"timestamp" integer NOT NULL,
	"setting" integer DEFAULT 0 NOT NULL,
	"reddot" boolean DEFAULT true NOT NULL,
	"sync_once" boolean DEFAULT false NOT NULL,
	"expire" integer DEFAULT 0 NOT NULL,
	"topic" text,
	"stream_no" text,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_members_uid_idx" ON "chat_channel_members" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "chat_conversations_version_idx" ON "chat_conversations" USING btree ("uid","version");--> statement-breakpoint
CREATE INDEX "chat_extras_channel_version_idx" ON "chat_message_extras" USING btree ("channel_id","channel_type","extra_version");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_channel_seq_uq" ON "chat_messages" USING btree ("channel_id","channel_type","message_seq");--> statement-breakpoint
CREATE INDEX "chat_messages_sender_idx" ON "chat_messages" USING btree ("from_uid","client_msg_no");--> statement-breakpoint
CREATE INDEX "chat_tokens_uid_idx" ON "chat_tokens" USING btree ("uid","created_at");