CREATE TABLE "conversation_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_label_links" (
	"canonical_id" text NOT NULL,
	"label_id" integer NOT NULL,
	"added_by" integer,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversation_label_links_canonical_id_label_id_pk" PRIMARY KEY("canonical_id","label_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_label_links" ADD CONSTRAINT "conversation_label_links_label_id_conversation_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."conversation_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_label_links" ADD CONSTRAINT "conversation_label_links_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_labels_name_uq" ON "conversation_labels" USING btree ("service_id",lower("name"));--> statement-breakpoint
CREATE INDEX "conversation_label_links_label_idx" ON "conversation_label_links" USING btree ("label_id");
