CREATE TABLE "feed_exclusions" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"staff_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_reads" (
	"file" text PRIMARY KEY NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"reader" text,
	"entries" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_exclusions" ADD CONSTRAINT "feed_exclusions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_exclusions" ADD CONSTRAINT "feed_exclusions_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;