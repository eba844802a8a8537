CREATE TABLE "zp_product_brand" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"brand" varchar(100) NOT NULL,
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zp_product" ADD COLUMN "place_ids" varchar(255);--> statement-breakpoint
ALTER TABLE "zp_product" ADD COLUMN "front_pic" varchar(20);--> statement-breakpoint
ALTER TABLE "zp_product" ADD COLUMN "back_pic" varchar(20);--> statement-breakpoint
ALTER TABLE "zp_product" ADD COLUMN "other_pics" varchar(500);--> statement-breakpoint
CREATE INDEX "zp_product_brand_product_idx" ON "zp_product_brand" USING btree ("product_id","create_time");