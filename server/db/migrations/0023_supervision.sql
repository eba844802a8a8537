CREATE TABLE "jd_date" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_plan_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"date" date NOT NULL,
	"member_names" varchar(200),
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "jd_doc_annex" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"group_key" varchar(30) NOT NULL,
	"annex_ids" varchar(1000),
	"remark" varchar(500),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_doc_problem" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"group_key" varchar(30) NOT NULL,
	"problem" integer DEFAULT 1 NOT NULL,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "jd_doc_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"reviewer" varchar(20) NOT NULL,
	"review_date" date NOT NULL,
	"conclusion" integer NOT NULL,
	"opinion" varchar(1000),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_his_non" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"source_non_id" integer,
	"source_task_id" integer,
	"clause" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"corrected" integer DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_mat" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"ref_site_id" integer,
	"archived" boolean DEFAULT false NOT NULL,
	"archive_time" timestamp with time zone,
	"remark" varchar(500),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_mat_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"mat_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"group_key" varchar(30) NOT NULL,
	"annex_ids" varchar(1000),
	"problem" integer DEFAULT 1 NOT NULL,
	"remark" varchar(500),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_non" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"site_plan_id" integer,
	"product_id" integer,
	"clause" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"deadline" date,
	"annex_ids" varchar(1000),
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_non_exp" (
	"id" serial PRIMARY KEY NOT NULL,
	"non_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"explanation" text NOT NULL,
	"correction" text,
	"verified" integer,
	"annex_ids" varchar(1000),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_observed" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"site_plan_id" integer,
	"clause" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"conformity" integer DEFAULT 1 NOT NULL,
	"annex_ids" varchar(1000),
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_prod" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"task_id" integer,
	"cert_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"sampling" boolean DEFAULT false NOT NULL,
	"remark" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"prod_id" integer NOT NULL,
	"cert_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"product_name" varchar(100),
	"cert_no" varchar(40),
	"year" integer NOT NULL,
	"jd_type" varchar(2) NOT NULL,
	"jd_opinion" integer DEFAULT 0 NOT NULL,
	"test_opinion" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"conclusion_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"report_date" date NOT NULL,
	"summary" text NOT NULL,
	"conclusion" text NOT NULL,
	"file_id" integer,
	"check_book_file_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_report_book" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_rpt_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"item" varchar(200) NOT NULL,
	"result" varchar(1000) NOT NULL,
	"conformity" integer DEFAULT 1 NOT NULL,
	"remark" varchar(500),
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_schedule" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"date" date NOT NULL,
	"time_range" varchar(30) NOT NULL,
	"content" varchar(500) NOT NULL,
	"participants" varchar(200),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_site" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"leader_name" varchar(20),
	"member_names" varchar(200),
	"summary" text,
	"task_book_file_id" integer,
	"non_com_book_file_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_site_photo" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_plan_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"picture_type" varchar(2) NOT NULL,
	"annex_ids" varchar(1000) NOT NULL,
	"description" varchar(500),
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_site_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"unit_id" integer,
	"test_unit_id" integer,
	"place_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"leader_name" varchar(20) NOT NULL,
	"member_names" varchar(200),
	"product_ids" varchar(500) NOT NULL,
	"spot_item_types" varchar(20),
	"status" integer NOT NULL,
	"picture_file_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_spot" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"site_plan_id" integer,
	"prod_id" integer,
	"item_type" integer NOT NULL,
	"spot_type" integer NOT NULL,
	"sample_name" varchar(100) NOT NULL,
	"sample_no" varchar(50) NOT NULL,
	"sample_date" date NOT NULL,
	"test_items" varchar(500),
	"result" varchar(500),
	"test_opinion" integer DEFAULT 0 NOT NULL,
	"report_annex_id" varchar(100),
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jd_task" ALTER COLUMN "method" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "jd_plan" ADD COLUMN "code" varchar(30);--> statement-breakpoint
ALTER TABLE "jd_plan" ADD COLUMN "methods" varchar(20);--> statement-breakpoint
ALTER TABLE "jd_plan" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "jd_plan" ADD COLUMN "test_unit_id" integer;--> statement-breakpoint
ALTER TABLE "jd_plan" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "jd_plan" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "jd_plan" ADD COLUMN "remark" varchar(500);--> statement-breakpoint
ALTER TABLE "jd_task" ADD COLUMN "test_unit_id" integer;--> statement-breakpoint
ALTER TABLE "jd_task" ADD COLUMN "leader_name" varchar(20);--> statement-breakpoint
ALTER TABLE "jd_task" ADD COLUMN "member_names" varchar(200);--> statement-breakpoint
ALTER TABLE "jd_task" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "jd_task" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "jd_task" ADD COLUMN "conclusion" varchar(500);--> statement-breakpoint
ALTER TABLE "jd_task" ADD COLUMN "create_by" integer;--> statement-breakpoint
-- Plans and tasks recorded before the supervision flow (the wall's first records): a code, the methods
-- of their type and the year's dates for a plan; a sampling task's one unit was its testing unit.
UPDATE "jd_plan" SET "code" = 'JH' || "year" || lpad("id"::text, 4, '0'), "methods" = CASE "type" WHEN '2' THEN '10' ELSE '10,30' END, "start_date" = make_date("year", 1, 1), "end_date" = make_date("year", 12, 31);--> statement-breakpoint
ALTER TABLE "jd_plan" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "jd_plan" ALTER COLUMN "methods" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "jd_plan" ALTER COLUMN "start_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "jd_plan" ALTER COLUMN "end_date" SET NOT NULL;--> statement-breakpoint
UPDATE "jd_task" SET "test_unit_id" = "unit_org_id", "unit_org_id" = (SELECT min("id") FROM "sys_org" WHERE ',' || "type" || ',' LIKE '%,5,%') WHERE "method" = '30';--> statement-breakpoint
CREATE INDEX "jd_date_plan_idx" ON "jd_date" USING btree ("site_plan_id");--> statement-breakpoint
CREATE INDEX "jd_date_task_idx" ON "jd_date" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jd_doc_annex_uq" ON "jd_doc_annex" USING btree ("site_id","group_key");--> statement-breakpoint
CREATE UNIQUE INDEX "jd_doc_problem_uq" ON "jd_doc_problem" USING btree ("site_id","group_key");--> statement-breakpoint
CREATE UNIQUE INDEX "jd_doc_review_site_uq" ON "jd_doc_review" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "jd_his_non_site_idx" ON "jd_his_non" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jd_mat_site_uq" ON "jd_mat" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jd_mat_item_uq" ON "jd_mat_item" USING btree ("mat_id","group_key");--> statement-breakpoint
CREATE INDEX "jd_non_site_idx" ON "jd_non" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "jd_non_org_idx" ON "jd_non" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "jd_non_exp_non_idx" ON "jd_non_exp" USING btree ("non_id");--> statement-breakpoint
CREATE INDEX "jd_non_exp_site_idx" ON "jd_non_exp" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "jd_observed_site_idx" ON "jd_observed" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jd_prod_plan_cert_uq" ON "jd_prod" USING btree ("plan_id","cert_id");--> statement-breakpoint
CREATE INDEX "jd_prod_task_idx" ON "jd_prod" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "jd_prod_cert_idx" ON "jd_prod" USING btree ("cert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jd_record_task_prod_uq" ON "jd_record" USING btree ("task_id","prod_id");--> statement-breakpoint
CREATE INDEX "jd_record_status_idx" ON "jd_record" USING btree ("status","year");--> statement-breakpoint
CREATE INDEX "jd_record_org_idx" ON "jd_record" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "jd_record_cert_idx" ON "jd_record" USING btree ("cert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jd_report_site_uq" ON "jd_report" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "jd_report_book_task_idx" ON "jd_report_book" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "jd_report_book_sha_idx" ON "jd_report_book" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "jd_rpt_item_site_idx" ON "jd_rpt_item" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "jd_schedule_site_idx" ON "jd_schedule" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jd_site_task_uq" ON "jd_site" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "jd_site_photo_plan_idx" ON "jd_site_photo" USING btree ("site_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jd_site_plan_place_uq" ON "jd_site_plan" USING btree ("task_id","place_id");--> statement-breakpoint
CREATE INDEX "jd_site_plan_site_idx" ON "jd_site_plan" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "jd_site_plan_unit_idx" ON "jd_site_plan" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "jd_spot_task_idx" ON "jd_spot" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "jd_spot_prod_idx" ON "jd_spot" USING btree ("prod_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jd_plan_code_uq" ON "jd_plan" USING btree ("code");--> statement-breakpoint
CREATE INDEX "jd_plan_status_idx" ON "jd_plan" USING btree ("status");--> statement-breakpoint
CREATE INDEX "jd_task_unit_idx" ON "jd_task" USING btree ("unit_org_id","status");--> statement-breakpoint
CREATE INDEX "jd_task_test_unit_idx" ON "jd_task" USING btree ("test_unit_id","status");