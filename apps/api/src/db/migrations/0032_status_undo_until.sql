-- Until when staff may take a status change back, decided with the change (STATUS_UNDO_SECONDS).
-- Entries without it (not undoable, or written by the release before) keep the minute from created_at.
ALTER TABLE "order_status_history" ADD COLUMN "undo_until" timestamp with time zone;
