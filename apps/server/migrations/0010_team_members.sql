ALTER TABLE "chat_channel_members" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_channel_members" ADD COLUMN "removed" boolean DEFAULT false NOT NULL;