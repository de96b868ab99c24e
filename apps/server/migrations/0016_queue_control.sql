CREATE TABLE "conversation_states" (
	"canonical_id" text PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"snoozed_until" timestamp with time zone,
	"awaiting_since" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversation_states_state_check" CHECK ("conversation_states"."state" in ('open', 'pending', 'snoozed', 'resolved'))
);
--> statement-breakpoint
CREATE INDEX "conversation_states_service_idx" ON "conversation_states" USING btree ("service_id","state");--> statement-breakpoint
CREATE INDEX "conversation_states_snoozed_idx" ON "conversation_states" USING btree ("snoozed_until") WHERE "conversation_states"."state" = 'snoozed';--> statement-breakpoint
CREATE TABLE "staff_availability" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'offline' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_availability_status_check" CHECK ("staff_availability"."status" in ('online', 'busy', 'offline'))
);
--> statement-breakpoint
ALTER TABLE "staff_availability" ADD CONSTRAINT "staff_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "queue_settings" (
	"service_id" text PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"hours" jsonb NOT NULL,
	"away_texts" jsonb NOT NULL,
	"member_limit" integer DEFAULT 10 NOT NULL,
	"no_answer_minutes" integer DEFAULT 15 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "away_message_log" (
	"channel_id" text NOT NULL,
	"day" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "away_message_log_channel_id_day_pk" PRIMARY KEY("channel_id","day")
);
