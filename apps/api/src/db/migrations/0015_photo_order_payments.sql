ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "photo_order_id" integer;--> statement-breakpoint
ALTER TABLE "photo_orders" ADD COLUMN "test_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_orders" ADD COLUMN "waybill_number" text;--> statement-breakpoint
ALTER TABLE "photo_orders" ADD COLUMN "waybill_ref" text;--> statement-breakpoint
ALTER TABLE "photo_orders" ADD COLUMN "cashback_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_transactions" ADD COLUMN "photo_order_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_photo_order_id_photo_orders_id_fk" FOREIGN KEY ("photo_order_id") REFERENCES "public"."photo_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_transactions" ADD CONSTRAINT "bonus_transactions_photo_order_id_photo_orders_id_fk" FOREIGN KEY ("photo_order_id") REFERENCES "public"."photo_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_photo_order_idx" ON "payments" USING btree ("photo_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_transactions_photo_order_kind_uq" ON "bonus_transactions" USING btree ("photo_order_id","kind") WHERE "bonus_transactions"."photo_order_id" is not null and "bonus_transactions"."kind" <> 'adjustment';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_subject_ck" CHECK (num_nonnulls("payments"."order_id", "payments"."photo_order_id") = 1);