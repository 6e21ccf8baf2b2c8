CREATE TABLE "photo_order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"photo_order_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"actor_name" text,
	"from_status" text,
	"mail_id" integer,
	"undo_of" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_order_status_history" ADD CONSTRAINT "photo_order_status_history_photo_order_id_photo_orders_id_fk" FOREIGN KEY ("photo_order_id") REFERENCES "public"."photo_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_order_status_history" ADD CONSTRAINT "photo_order_status_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_order_status_history_order_idx" ON "photo_order_status_history" USING btree ("photo_order_id");--> statement-breakpoint
-- The audit log was photo orders' history until now: its status entries move here, so the
-- order page keeps showing them. Who by is the name the account has today, or the mail the
-- entry kept once the account is gone. None of them can be undone (no from_status).
INSERT INTO "photo_order_status_history" ("photo_order_id", "status", "actor", "actor_user_id", "actor_name", "note", "created_at")
SELECT p."id", a."after"->>'status', 'staff', a."actor_user_id",
  coalesce(nullif(trim(u."first_name" || ' ' || u."last_name"), ''), a."actor_mail"), a."after"->>'note', a."created_at"
FROM "audit_log" AS a
JOIN "photo_orders" AS p ON p."id"::text = a."entity_id"
LEFT JOIN "users" AS u ON u."id" = a."actor_user_id"
WHERE a."entity" = 'photo-order' AND a."action" = 'photo-order.status' AND a."after"->>'status' IS NOT NULL
ORDER BY a."id";
