CREATE TABLE "zp_eval_doc_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"eval_id" integer NOT NULL,
	"reviewer_name" varchar(50) NOT NULL,
	"review_date" date NOT NULL,
	"items" jsonb,
	"conclusion" integer NOT NULL,
	"opinion" varchar(2000) NOT NULL,
	"report_file_id" integer,
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "zp_eval_doc_review_eval_idx" ON "zp_eval_doc_review" USING btree ("eval_id");