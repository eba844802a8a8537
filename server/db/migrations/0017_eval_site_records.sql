CREATE TABLE "zp_eval_gc_annex" (
	"id" serial PRIMARY KEY NOT NULL,
	"eval_id" integer NOT NULL,
	"site_plan_id" integer,
	"picture_type" varchar(2) NOT NULL,
	"annex_ids" varchar(1000) NOT NULL,
	"description" varchar(500),
	"taken_time" timestamp with time zone,
	"org_id" integer NOT NULL,
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_eval_recommend" (
	"id" serial PRIMARY KEY NOT NULL,
	"eval_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"recommend" integer NOT NULL,
	"remark" varchar(500),
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_eval_sample" (
	"id" serial PRIMARY KEY NOT NULL,
	"eval_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sample_no" varchar(50) NOT NULL,
	"sample_date" date NOT NULL,
	"test_opinion" integer NOT NULL,
	"report_annex_id" integer,
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_eval_sampling_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"eval_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "zp_eval_gc_annex_eval_idx" ON "zp_eval_gc_annex" USING btree ("eval_id","picture_type");--> statement-breakpoint
CREATE UNIQUE INDEX "zp_eval_recommend_uq" ON "zp_eval_recommend" USING btree ("eval_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zp_eval_sample_uq" ON "zp_eval_sample" USING btree ("eval_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zp_eval_sampling_report_uq" ON "zp_eval_sampling_report" USING btree ("eval_id");