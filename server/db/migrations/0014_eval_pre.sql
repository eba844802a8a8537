CREATE TABLE "zp_eval_pre" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"eval_type" varchar(2) NOT NULL,
	"eval_field" varchar(2) NOT NULL,
	"product_names" varchar(500) NOT NULL,
	"place_names" varchar(500) NOT NULL,
	"annual_output" numeric(14, 2),
	"contact" varchar(20) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"remark" varchar(1000),
	"status" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "zp_eval_pre_org_idx" ON "zp_eval_pre" USING btree ("org_id","status");