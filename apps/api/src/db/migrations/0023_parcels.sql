-- Issue #26: the parcel of every order with a waybill, followed at the carrier by the tracker.
CREATE TABLE "parcels" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"photo_order_id" integer,
	"waybill_number" text NOT NULL,
	"state" text DEFAULT 'unknown' NOT NULL,
	"carrier_status" text,
	"paid_storage_from" date,
	"storage_reminded_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcels_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "parcels_photo_order_id_unique" UNIQUE("photo_order_id"),
	CONSTRAINT "parcels_one_order" CHECK (("parcels"."order_id" is null) <> ("parcels"."photo_order_id" is null))
);
--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_photo_order_id_photo_orders_id_fk" FOREIGN KEY ("photo_order_id") REFERENCES "public"."photo_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcels_due_idx" ON "parcels" USING btree ("next_check_at");