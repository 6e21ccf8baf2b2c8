CREATE TABLE "fiscal_sandbox_receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"shift_id" text NOT NULL,
	"serial" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"goods" jsonb NOT NULL,
	"discounts" jsonb NOT NULL,
	"payments" jsonb NOT NULL,
	"total_sum" integer NOT NULL,
	"discounts_sum" integer NOT NULL,
	"email" text,
	"related_receipt_id" text,
	"fiscal_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fiscal_sandbox_shifts" (
	"id" text PRIMARY KEY NOT NULL,
	"serial" integer NOT NULL,
	"status" text NOT NULL,
	"z_report" jsonb,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fiscal_sandbox_receipts" ADD CONSTRAINT "fiscal_sandbox_receipts_shift_id_fiscal_sandbox_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."fiscal_sandbox_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_sandbox_receipts_shift_serial_uq" ON "fiscal_sandbox_receipts" USING btree ("shift_id","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_sandbox_shifts_serial_uq" ON "fiscal_sandbox_shifts" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_sandbox_shifts_one_open_uq" ON "fiscal_sandbox_shifts" USING btree ("status") WHERE "fiscal_sandbox_shifts"."status" = 'OPENED';