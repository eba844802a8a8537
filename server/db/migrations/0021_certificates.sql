CREATE TABLE "zp_cert_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_no" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"total" integer NOT NULL,
	"publish_by" integer,
	"publish_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_cert_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"cert_id" integer NOT NULL,
	"version" integer NOT NULL,
	"issue_date" date,
	"expire_date" date,
	"file_id" integer,
	"stamped_file_id" varchar(100),
	"change_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zp_cert" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "zp_cert" ADD COLUMN "file_id" integer;--> statement-breakpoint
ALTER TABLE "zp_cert" ADD COLUMN "stamped_file_id" varchar(100);--> statement-breakpoint
ALTER TABLE "zp_cert" ADD COLUMN "product_name" varchar(100);--> statement-breakpoint
ALTER TABLE "zp_cert" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "zp_cert" ADD COLUMN "area_code" varchar(12);--> statement-breakpoint
ALTER TABLE "zp_cert" ADD COLUMN "batch_no" integer;--> statement-breakpoint
ALTER TABLE "zp_cert" ADD COLUMN "reminded_days" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "zp_cert_batch_no_uq" ON "zp_cert_batch" USING btree ("batch_no");--> statement-breakpoint
CREATE UNIQUE INDEX "zp_cert_version_uq" ON "zp_cert_version" USING btree ("cert_id","version");--> statement-breakpoint
CREATE INDEX "zp_cert_eval_idx" ON "zp_cert" USING btree ("eval_id");