-- Issue #27: a photo order keeps its cash-on-delivery fee from placement, as a shop order does,
-- so a change of the fee rule never re-prices photo orders already placed. Those placed before
-- get the fee the waybill computed for them until now: 20 UAH plus 2 % of the total.
ALTER TABLE "photo_orders" ADD COLUMN "cod_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "photo_orders" SET "cod_fee" = 2000 + round("total" * 2 / 100.0)::integer WHERE "payment_type" = 'cod';
