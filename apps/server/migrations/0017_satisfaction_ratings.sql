CREATE TABLE "chat_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"canonical_id" text NOT NULL,
	"service_id" text NOT NULL,
	"shopper_id" integer NOT NULL,
	"staff_id" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"score" smallint,
	"comment" text,
	"rated_at" timestamp with time zone,
	CONSTRAINT "chat_ratings_score_ck" CHECK ("chat_ratings"."score" IS NULL OR "chat_ratings"."score" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "chat_ratings" ADD CONSTRAINT "chat_ratings_shopper_id_users_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_ratings" ADD CONSTRAINT "chat_ratings_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_ratings_service_idx" ON "chat_ratings" USING btree ("service_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_ratings_open_uq" ON "chat_ratings" USING btree ("canonical_id") WHERE "chat_ratings"."score" IS NULL;
