CREATE TABLE "complaint_resolutions" (
	"complaint_id" integer PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_assignments" (
	"canonical_id" text PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL,
	"staff_id" integer NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL,
	"shortcut" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaint_resolutions" ADD CONSTRAINT "complaint_resolutions_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_resolutions" ADD CONSTRAINT "complaint_resolutions_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_audit_log" ADD CONSTRAINT "console_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_assignments" ADD CONSTRAINT "conversation_assignments_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_audit_log_created_idx" ON "console_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "conversation_assignments_service_idx" ON "conversation_assignments" USING btree ("service_id","staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quick_replies_shortcut_uq" ON "quick_replies" USING btree ("service_id","shortcut");