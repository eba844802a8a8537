CREATE TABLE "jd_exit" (
	"id" serial PRIMARY KEY NOT NULL,
	"cert_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" varchar(200),
	"org_id" integer NOT NULL,
	"source" integer NOT NULL,
	"reason" text NOT NULL,
	"reform_id" integer,
	"status" integer DEFAULT 1 NOT NULL,
	"objection_deadline" date,
	"notice_file_id" varchar(100),
	"cert_outcome" integer,
	"reminded_for" date,
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jd_reform" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"cert_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" varchar(200),
	"org_id" integer NOT NULL,
	"unit_id" integer,
	"status" integer DEFAULT 1 NOT NULL,
	"deadline" date,
	"items" text,
	"suspend_cert" integer,
	"measures" text,
	"report_file_id" varchar(100),
	"annex_ids" varchar(500),
	"objection_deadline" date,
	"notice_file_id" varchar(100),
	"result" integer,
	"exit_id" integer,
	"reminded_for" date,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "jd_exit_cert_idx" ON "jd_exit" USING btree ("cert_id");--> statement-breakpoint
CREATE INDEX "jd_exit_status_idx" ON "jd_exit" USING btree ("status");--> statement-breakpoint
CREATE INDEX "jd_exit_org_idx" ON "jd_exit" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jd_reform_record_uq" ON "jd_reform" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "jd_reform_status_idx" ON "jd_reform" USING btree ("status");--> statement-breakpoint
CREATE INDEX "jd_reform_org_idx" ON "jd_reform" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "jd_reform_unit_idx" ON "jd_reform" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "jd_reform_cert_idx" ON "jd_reform" USING btree ("cert_id");--> statement-breakpoint
-- Products that failed supervision before rectification existed wait for management to start it.
INSERT INTO "jd_reform" ("record_id", "task_id", "cert_id", "product_id", "product_name", "org_id", "unit_id", "status") SELECT r."id", r."task_id", r."cert_id", r."product_id", r."product_name", r."org_id", t."unit_org_id", 1 FROM "jd_record" r JOIN "jd_task" t ON t."id" = r."task_id" WHERE r."status" = 99 ON CONFLICT DO NOTHING;
