ALTER TABLE "uploads" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registered_ip" text;--> statement-breakpoint
CREATE INDEX "uploads_client_ip_idx" ON "uploads" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_ip_idx" ON "orders" USING btree ("client_ip") WHERE "orders"."state" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "users_registered_ip_idx" ON "users" USING btree ("registered_ip","created_at");