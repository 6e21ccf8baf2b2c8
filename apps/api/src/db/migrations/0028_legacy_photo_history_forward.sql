-- Issue #47: the contract step that loses nothing. While a rolling upgrade past 0022 runs, APIs of
-- the release before still write photo orders' status changes into photo_order_status_history,
-- which nothing reads since 0022 copied it. From here each such row is forwarded into
-- order_status_history as it is written, and the rows written between 0022's copy and now are
-- copied. The step that drops the legacy table (db/contract-steps/) runs the same copy first.
-- A legacy row and its copy share the order, status, time, author and previous status: 0022 kept
-- them all, and two changes of one photo order within one microsecond do not happen.
CREATE OR REPLACE FUNCTION legacy_photo_status_copy_id(legacy_id integer) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT o."id" FROM "photo_order_status_history" h
  JOIN "order_status_history" o ON o."photo_order_id" = h."photo_order_id" AND o."status" = h."status"
    AND o."created_at" = h."created_at" AND o."actor" = h."actor"
    AND o."actor_name" IS NOT DISTINCT FROM h."actor_name" AND o."from_status" IS NOT DISTINCT FROM h."from_status"
  WHERE h."id" = legacy_id
  ORDER BY o."id" LIMIT 1
$$;--> statement-breakpoint
-- Copies one legacy row unless it is there already; an undo names the copy of what it took back.
CREATE OR REPLACE FUNCTION copy_legacy_photo_status(legacy_id integer) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF legacy_photo_status_copy_id(legacy_id) IS NOT NULL THEN RETURN false; END IF;
  INSERT INTO "order_status_history" ("photo_order_id", "status", "actor", "actor_user_id", "actor_name", "from_status", "mail_id", "undo_of", "note", "created_at")
  SELECT h."photo_order_id", h."status", h."actor", h."actor_user_id", h."actor_name", h."from_status", h."mail_id",
    CASE WHEN h."undo_of" IS NULL THEN NULL ELSE legacy_photo_status_copy_id(h."undo_of") END, h."note", h."created_at"
  FROM "photo_order_status_history" h WHERE h."id" = legacy_id;
  RETURN FOUND;
END $$;--> statement-breakpoint
-- Every legacy row not yet copied, oldest first (an undo after what it took back); how many.
CREATE OR REPLACE FUNCTION copy_legacy_photo_status_history() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  entry record;
  copied integer := 0;
BEGIN
  FOR entry IN SELECT "id" FROM "photo_order_status_history" ORDER BY "id" LOOP
    IF copy_legacy_photo_status(entry."id") THEN copied := copied + 1; END IF;
  END LOOP;
  RETURN copied;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION forward_legacy_photo_status() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM copy_legacy_photo_status(NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "photo_order_status_history_forward" AFTER INSERT ON "photo_order_status_history"
FOR EACH ROW EXECUTE FUNCTION forward_legacy_photo_status();--> statement-breakpoint
SELECT copy_legacy_photo_status_history();
