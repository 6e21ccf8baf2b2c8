-- Issue #25: the painting companion. A template is a photo order line's or, now, a catalogue
-- product's (shared by every kit of it): exactly one of line_id, product_id. map_key is the
-- gzip region map the companion taps on; kit_progress keeps each kit's ticked regions.
CREATE TABLE "kit_progress" (
	"kit_ref" text PRIMARY KEY NOT NULL,
	"ticks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "photo_templates" ALTER COLUMN "line_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_templates" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "photo_templates" ADD COLUMN "map_key" text;--> statement-breakpoint
ALTER TABLE "photo_templates" ADD CONSTRAINT "photo_templates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_templates_product_uq" ON "photo_templates" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "photo_templates" ADD CONSTRAINT "photo_templates_subject_ck" CHECK (num_nonnulls("photo_templates"."line_id", "photo_templates"."product_id") = 1);