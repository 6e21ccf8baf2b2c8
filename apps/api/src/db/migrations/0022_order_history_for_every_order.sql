-- Issue #27: one status history for every kind of order. Photo orders' entries move over from
-- photo_order_status_history, with ids shifted past the shop orders' so an undo's undo_of
-- still names the entry it took back. The old table stays until a later release (contract step).
ALTER TABLE "order_status_history" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "photo_order_id" integer;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_photo_order_id_photo_orders_id_fk" FOREIGN KEY ("photo_order_id") REFERENCES "public"."photo_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_photo_order_idx" ON "order_status_history" USING btree ("photo_order_id");--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_one_order" CHECK (("order_status_history"."order_id" is null) <> ("order_status_history"."photo_order_id" is null));--> statement-breakpoint
INSERT INTO "order_status_history" ("id", "photo_order_id", "status", "actor", "actor_user_id", "actor_name", "from_status", "mail_id", "undo_of", "note", "created_at")
SELECT h."id" + s."shift", h."photo_order_id", h."status", h."actor", h."actor_user_id", h."actor_name", h."from_status", h."mail_id", h."undo_of" + s."shift", h."note", h."created_at"
FROM "photo_order_status_history" h CROSS JOIN (SELECT coalesce(max("id"), 0) AS "shift" FROM "order_status_history") s
ORDER BY h."id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"order_status_history"', 'id'), coalesce(max("id"), 1), max("id") IS NOT NULL) FROM "order_status_history";
