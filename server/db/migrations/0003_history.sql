CREATE TABLE "eval_apply" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_no" varchar(30) NOT NULL,
	"org_id" integer NOT NULL,
	"unit_org_id" integer,
	"type" varchar(2) NOT NULL,
	"field" varchar(2) NOT NULL,
	"status" integer DEFAULT -3 NOT NULL,
	"apply_time" timestamp with time zone,
	"accept_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"remark" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eval_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"eval_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"category_id" integer,
	"product_type" varchar(2),
	"status" integer DEFAULT 0 NOT NULL,
	"outcome" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(2) NOT NULL,
	"status" integer DEFAULT -3 NOT NULL,
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jd_task" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_no" varchar(30) NOT NULL,
	"plan_id" integer,
	"year" integer NOT NULL,
	"org_id" integer NOT NULL,
	"unit_org_id" integer,
	"product_id" integer,
	"cert_id" integer,
	"type" varchar(2) NOT NULL,
	"method" varchar(2) NOT NULL,
	"status" integer DEFAULT -3 NOT NULL,
	"opinion" integer,
	"test_opinion" integer,
	"issue_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"remark" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "zp_cert" (
	"id" serial PRIMARY KEY NOT NULL,
	"cert_no" varchar(40) NOT NULL,
	"org_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"eval_id" integer,
	"status" integer DEFAULT -3 NOT NULL,
	"issue_date" date,
	"expire_date" date,
	"released" boolean DEFAULT false NOT NULL,
	"release_date" date,
	"status_time" timestamp with time zone,
	"reason" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "eval_apply_no_uq" ON "eval_apply" USING btree ("apply_no");--> statement-breakpoint
CREATE INDEX "eval_apply_org_idx" ON "eval_apply" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "eval_apply_status_idx" ON "eval_apply" USING btree ("status");--> statement-breakpoint
CREATE INDEX "eval_apply_apply_time_idx" ON "eval_apply" USING btree ("apply_time");--> statement-breakpoint
CREATE INDEX "eval_apply_finish_time_idx" ON "eval_apply" USING btree ("finish_time");--> statement-breakpoint
CREATE UNIQUE INDEX "eval_product_eval_product_uq" ON "eval_product" USING btree ("eval_id","product_id");--> statement-breakpoint
CREATE INDEX "eval_product_product_idx" ON "eval_product" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "eval_product_outcome_idx" ON "eval_product" USING btree ("outcome");--> statement-breakpoint
CREATE INDEX "jd_plan_year_idx" ON "jd_plan" USING btree ("year","type");--> statement-breakpoint
CREATE UNIQUE INDEX "jd_task_no_uq" ON "jd_task" USING btree ("task_no");--> statement-breakpoint
CREATE INDEX "jd_task_year_idx" ON "jd_task" USING btree ("year","type");--> statement-breakpoint
CREATE INDEX "jd_task_status_idx" ON "jd_task" USING btree ("status");--> statement-breakpoint
CREATE INDEX "jd_task_plan_idx" ON "jd_task" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "jd_task_org_idx" ON "jd_task" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "screen_link_token_uq" ON "screen_link" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "screen_link_time_idx" ON "screen_link" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "zp_cert_no_uq" ON "zp_cert" USING btree ("cert_no");--> statement-breakpoint
CREATE INDEX "zp_cert_status_idx" ON "zp_cert" USING btree ("status","released");--> statement-breakpoint
CREATE INDEX "zp_cert_org_idx" ON "zp_cert" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "zp_cert_product_idx" ON "zp_cert" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "zp_cert_issue_idx" ON "zp_cert" USING btree ("issue_date");