CREATE TABLE "jd_report_book" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jd_report_book_task_idx" ON "jd_report_book" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "jd_report_book_sha_idx" ON "jd_report_book" USING btree ("sha256");