-- Issue #26: guest orders join the account of a confirmed mail. users.email_confirmed_at is set by a
-- mailed single-use link (email_confirmations keeps only its sha256); the partial indexes find the
-- guest orders and photo orders of one mail.
CREATE TABLE "email_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mail" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_confirmations_token_uq" ON "email_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_confirmations_user_idx" ON "email_confirmations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_guest_mail_idx" ON "orders" USING btree (lower("email")) WHERE "orders"."user_id" is null;--> statement-breakpoint
CREATE INDEX "photo_orders_guest_mail_idx" ON "photo_orders" USING btree (lower("client_data"->>'email')) WHERE "photo_orders"."user_id" is null;