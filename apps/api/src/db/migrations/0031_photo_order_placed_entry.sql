-- Issue #47: a photo order records its placing as a `requested` history entry in the order's own
-- transaction, as a shop order does; photo orders placed before that get the entry here: the
-- customer's, at the photo order's own time, and never after the order's earliest entry (a copied
-- legacy change cannot predate its order, but the history must start with the placing whatever).
-- The history is read by time, then id, so the new entry leads though its id is the newest.
-- Additive and safe to run again: an order that has its entry is left alone. A photo order the
-- previous release places during the rolling upgrade has none; running this INSERT again after
-- the upgrade gives it one.
INSERT INTO "order_status_history" ("photo_order_id", "status", "actor", "created_at")
SELECT p."id", 'requested', 'customer',
  LEAST(p."created_at", (SELECT min(h."created_at") - interval '1 microsecond'
    FROM "order_status_history" h WHERE h."photo_order_id" = p."id"))
FROM "photo_orders" p
WHERE NOT EXISTS (
  SELECT 1 FROM "order_status_history" h WHERE h."photo_order_id" = p."id" AND h."status" = 'requested'
    AND h."from_status" IS NULL AND h."undo_of" IS NULL
);
