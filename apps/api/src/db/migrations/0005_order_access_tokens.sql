ALTER TABLE "orders" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "photo_orders" ADD COLUMN "access_token_hash" text;