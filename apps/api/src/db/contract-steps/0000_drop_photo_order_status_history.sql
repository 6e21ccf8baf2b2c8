-- contract-step: photo_order_status_history is written by no API since the release with 0028 replaced every one before it; its last rows are copied first
SELECT copy_legacy_photo_status_history();--> statement-breakpoint
DROP TRIGGER IF EXISTS "photo_order_status_history_forward" ON "photo_order_status_history";--> statement-breakpoint
DROP FUNCTION IF EXISTS forward_legacy_photo_status();--> statement-breakpoint
DROP FUNCTION IF EXISTS copy_legacy_photo_status_history();--> statement-breakpoint
DROP FUNCTION IF EXISTS copy_legacy_photo_status(integer);--> statement-breakpoint
DROP FUNCTION IF EXISTS legacy_photo_status_copy_id(integer);--> statement-breakpoint
DROP TABLE "photo_order_status_history";
