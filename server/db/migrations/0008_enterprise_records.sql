CREATE TABLE "zp_activation" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"batch_no" varchar(50),
	"code_count" integer NOT NULL,
	"code_start" varchar(15),
	"code_end" varchar(15),
	"create_by" integer,
	"remark" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"batch_no" varchar(50) NOT NULL,
	"product_id" integer NOT NULL,
	"place_id" integer,
	"record_type" integer NOT NULL,
	"record_date" date NOT NULL,
	"quantity" numeric(14, 2),
	"unit" varchar(20),
	"operator" varchar(50),
	"content" varchar(1000),
	"annex_ids" varchar(200),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_his_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"product_name" varchar(100) NOT NULL,
	"brand" varchar(100),
	"product_type" varchar(2),
	"spec" varchar(50),
	"cert_no" varchar(40),
	"issue_date" date,
	"expire_date" date,
	"remark" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_output_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"year" integer NOT NULL,
	"product_id" integer NOT NULL,
	"place_id" integer,
	"planned_output" numeric(14, 2) NOT NULL,
	"actual_output" numeric(14, 2),
	"start_date" date,
	"end_date" date,
	"remark" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_self_assess" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"area_code" varchar(12),
	"contact" varchar(50),
	"phone" varchar(30),
	"product_name" varchar(100) NOT NULL,
	"product_type" varchar(2) NOT NULL,
	"product_count" integer NOT NULL,
	"eval_type" varchar(2) NOT NULL,
	"conclusion" varchar(2000) NOT NULL,
	"annex_ids" varchar(200),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "zp_activation_org_idx" ON "zp_activation" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "zp_activation_product_idx" ON "zp_activation" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "zp_batch_org_idx" ON "zp_batch" USING btree ("org_id","record_date");--> statement-breakpoint
CREATE INDEX "zp_batch_product_idx" ON "zp_batch" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "zp_his_product_org_idx" ON "zp_his_product" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "zp_his_product_cert_idx" ON "zp_his_product" USING btree ("cert_no");--> statement-breakpoint
CREATE INDEX "zp_output_plan_org_idx" ON "zp_output_plan" USING btree ("org_id","year");--> statement-breakpoint
CREATE INDEX "zp_output_plan_product_idx" ON "zp_output_plan" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "zp_self_assess_org_idx" ON "zp_self_assess" USING btree ("org_id");