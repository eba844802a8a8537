CREATE TABLE "zp_eval_meeting" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"meet_date" date NOT NULL,
	"place" varchar(200),
	"experts" varchar(500) NOT NULL,
	"eval_ids" varchar(1000) NOT NULL,
	"minutes" varchar(4000),
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_eval_meeting_decision" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"eval_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"pass" integer NOT NULL,
	"remark" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "zp_eval_meeting_decision_uq" ON "zp_eval_meeting_decision" USING btree ("meeting_id","eval_id","product_id");--> statement-breakpoint
CREATE INDEX "zp_eval_meeting_decision_eval_idx" ON "zp_eval_meeting_decision" USING btree ("eval_id");