CREATE TABLE "zp_eval_site_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"eval_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"leader_name" varchar(20) NOT NULL,
	"member_names" varchar(200),
	"product_ids" varchar(500) NOT NULL,
	"sampling" boolean DEFAULT false NOT NULL,
	"status" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zp_eval" ADD COLUMN "notice_file_id" integer;--> statement-breakpoint
ALTER TABLE "zp_eval" ADD COLUMN "notice_annex_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "zp_eval_site_plan_uq" ON "zp_eval_site_plan" USING btree ("eval_id","place_id");