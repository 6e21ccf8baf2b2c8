ALTER TABLE "order_status_history" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "from_status" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "mail_id" integer;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "undo_of" integer;--> statement-breakpoint
-- Earlier staff changes get the name their author has today: better than "staff".
UPDATE "order_status_history" AS h SET "actor_name" = trim(u."first_name" || ' ' || u."last_name")
FROM "users" AS u WHERE h."actor" = 'staff' AND h."actor_user_id" = u."id";
