CREATE TABLE "conversation_episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"canonical_id" text NOT NULL,
	"service_id" text NOT NULL,
	"staff_id" integer,
	"opened_at" timestamp with time zone NOT NULL,
	"first_response_at" timestamp with time zone,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conversation_episodes" ADD CONSTRAINT "conversation_episodes_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_episodes_service_idx" ON "conversation_episodes" USING btree ("service_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_episodes_open_uq" ON "conversation_episodes" USING btree ("canonical_id") WHERE "conversation_episodes"."resolved_at" IS NULL;
