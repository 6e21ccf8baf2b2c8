CREATE TABLE "photo_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"error_code" text,
	"last_error" text,
	"preview_key" text,
	"svg_key" text,
	"pdf_key" text,
	"options" jsonb,
	"palette" jsonb,
	"stats" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "photo_order_lines" ADD COLUMN "orientation" text DEFAULT 'portrait' NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_order_lines" ADD COLUMN "crop" jsonb;--> statement-breakpoint
ALTER TABLE "photo_order_lines" ADD COLUMN "seed" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_templates" ADD CONSTRAINT "photo_templates_line_id_photo_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."photo_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_templates_line_uq" ON "photo_templates" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "photo_templates_due_idx" ON "photo_templates" USING btree ("status","due_at");