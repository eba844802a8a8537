CREATE TABLE "base_annex_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"upload_type" varchar(20) DEFAULT 'doc' NOT NULL,
	"max_size_mb" integer DEFAULT 20 NOT NULL,
	"max_count" integer DEFAULT 0 NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_eval_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"product_type" varchar(2) NOT NULL,
	"eval_type" varchar(2) NOT NULL,
	"eval_field" varchar(2),
	"version" varchar(20) NOT NULL,
	"effective_date" date NOT NULL,
	"status" integer DEFAULT -3 NOT NULL,
	"standard_ids" varchar(255),
	"tech_spec_ids" varchar(255),
	"annex_type_ids" varchar(255),
	"content" text,
	"annex_ids" varchar(255),
	"remark" varchar(500),
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_standard" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(60) NOT NULL,
	"name" varchar(200) NOT NULL,
	"product_type" varchar(2),
	"issuer" varchar(100) NOT NULL,
	"publish_date" date NOT NULL,
	"implement_date" date NOT NULL,
	"abolish_date" date,
	"status" integer DEFAULT 1 NOT NULL,
	"annex_ids" varchar(255),
	"remark" varchar(500),
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"level" varchar(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_tech_spec" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(60) NOT NULL,
	"name" varchar(200) NOT NULL,
	"product_type" varchar(2),
	"issuer" varchar(100) NOT NULL,
	"publish_date" date NOT NULL,
	"implement_date" date NOT NULL,
	"abolish_date" date,
	"status" integer DEFAULT 1 NOT NULL,
	"annex_ids" varchar(255),
	"remark" varchar(500),
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(2) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "base_annex_type_code_uq" ON "base_annex_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "base_annex_type_name_uq" ON "base_annex_type" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "base_eval_rule_name_version_uq" ON "base_eval_rule" USING btree ("name","version");--> statement-breakpoint
CREATE INDEX "base_eval_rule_type_idx" ON "base_eval_rule" USING btree ("product_type","eval_type");--> statement-breakpoint
CREATE UNIQUE INDEX "base_standard_code_uq" ON "base_standard" USING btree ("code");--> statement-breakpoint
CREATE INDEX "base_standard_status_idx" ON "base_standard" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "base_tech_spec_code_uq" ON "base_tech_spec" USING btree ("code");--> statement-breakpoint
CREATE INDEX "base_tech_spec_status_idx" ON "base_tech_spec" USING btree ("status");