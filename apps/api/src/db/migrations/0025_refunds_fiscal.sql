CREATE TABLE "fiscal_receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payment_id" text NOT NULL,
	"refund_id" text,
	"order_id" integer,
	"photo_order_id" integer,
	"total" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	"fiscal_code" text,
	"url" text,
	"message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_receipts_one_subject_ck" CHECK (num_nonnulls("fiscal_receipts"."order_id", "fiscal_receipts"."photo_order_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"order_id" integer,
	"photo_order_id" integer,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_message" text,
	"provider_reference" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"staff_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "refunds_one_subject_ck" CHECK (num_nonnulls("refunds"."order_id", "refunds"."photo_order_id") = 1),
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "bonus_transactions_order_kind_uq";--> statement-breakpoint
DROP INDEX "bonus_transactions_photo_order_kind_uq";--> statement-breakpoint
ALTER TABLE "bonus_transactions" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_photo_order_id_photo_orders_id_fk" FOREIGN KEY ("photo_order_id") REFERENCES "public"."photo_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_photo_order_id_photo_orders_id_fk" FOREIGN KEY ("photo_order_id") REFERENCES "public"."photo_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fiscal_receipts_order_idx" ON "fiscal_receipts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "fiscal_receipts_photo_order_idx" ON "fiscal_receipts" USING btree ("photo_order_id");--> statement-breakpoint
CREATE INDEX "fiscal_receipts_due_idx" ON "fiscal_receipts" USING btree ("due_at") WHERE "fiscal_receipts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_receipts_sell_uq" ON "fiscal_receipts" USING btree ("payment_id") WHERE "fiscal_receipts"."kind" = 'sell';--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_receipts_refund_uq" ON "fiscal_receipts" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_photo_order_idx" ON "refunds" USING btree ("photo_order_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("due_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_transactions_refund_uq" ON "bonus_transactions" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_transactions_order_kind_uq" ON "bonus_transactions" USING btree ("order_id","kind") WHERE "bonus_transactions"."order_id" is not null and "bonus_transactions"."kind" not in ('adjustment', 'cashback-refunded');--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_transactions_photo_order_kind_uq" ON "bonus_transactions" USING btree ("photo_order_id","kind") WHERE "bonus_transactions"."photo_order_id" is not null and "bonus_transactions"."kind" not in ('adjustment', 'cashback-refunded');