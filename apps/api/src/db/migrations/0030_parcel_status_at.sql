-- Issue #48: when the parcel got where the carrier says it is, by the carrier's own clock, for
-- the shopper's cabinet («Відправлення отримано», 07:34) rather than when the tracker asked.
-- Additive: an API of the release before leaves it null, and the cabinet then shows checked_at.
ALTER TABLE "parcels" ADD COLUMN "status_at" timestamp with time zone;
