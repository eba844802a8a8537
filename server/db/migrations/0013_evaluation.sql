CREATE TABLE "zp_eval" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(30) NOT NULL,
	"org_id" integer NOT NULL,
	"eval_type" varchar(2) NOT NULL,
	"eval_field" varchar(2) NOT NULL,
	"year" integer NOT NULL,
	"product_ids" varchar(500) NOT NULL,
	"place_ids" varchar(500) NOT NULL,
	"contact" varchar(20) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"status" integer NOT NULL,
	"unit_id" integer,
	"test_unit_id" integer,
	"leader_name" varchar(20),
	"member_names" varchar(200),
	"submit_time" timestamp with time zone,
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_eval_annex" (
	"id" serial PRIMARY KEY NOT NULL,
	"eval_id" integer NOT NULL,
	"group_key" varchar(30) NOT NULL,
	"annex_ids" varchar(1000),
	"problem" integer DEFAULT 1 NOT NULL,
	"remark" varchar(500),
	"other_remark" varchar(500),
	"more_remark" varchar(500),
	"tips" varchar(1000),
	"questions" jsonb,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_eval_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"eval_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"status" integer NOT NULL,
	"recommend" integer,
	"test_opinion" integer,
	"outcome" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "zp_eval_code_uq" ON "zp_eval" USING btree ("code");--> statement-breakpoint
CREATE INDEX "zp_eval_org_idx" ON "zp_eval" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "zp_eval_unit_idx" ON "zp_eval" USING btree ("unit_id","status");--> statement-breakpoint
CREATE INDEX "zp_eval_test_unit_idx" ON "zp_eval" USING btree ("test_unit_id");--> statement-breakpoint
CREATE INDEX "zp_eval_status_idx" ON "zp_eval" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "zp_eval_annex_uq" ON "zp_eval_annex" USING btree ("eval_id","group_key");--> statement-breakpoint
CREATE UNIQUE INDEX "zp_eval_product_uq" ON "zp_eval_product" USING btree ("eval_id","product_id");--> statement-breakpoint
CREATE INDEX "zp_eval_product_product_idx" ON "zp_eval_product" USING btree ("product_id");