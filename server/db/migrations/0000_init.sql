CREATE TABLE "addvcd" (
	"id" varchar(12) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"pid" varchar(12),
	"level" integer NOT NULL,
	"sync_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_dept" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"org_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"leader" varchar(50),
	"phone" varchar(30),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dic" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"remark" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_dic_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sys_dic_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"dic_id" integer NOT NULL,
	"item_label" varchar(100) NOT NULL,
	"item_value" varchar(100) NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"username" varchar(50),
	"org_id" integer,
	"op" varchar(10) NOT NULL,
	"resource" varchar(50) NOT NULL,
	"record_id" varchar(500),
	"detail" text,
	"ip" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"title" varchar(100) NOT NULL,
	"icon" varchar(50),
	"path" varchar(255),
	"opts" varchar(1000),
	"target" varchar(20),
	"seq" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"no_tab" boolean DEFAULT false NOT NULL,
	"no_cache" boolean DEFAULT false NOT NULL,
	"badge" varchar(50),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_org" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"name" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"code" varchar(18),
	"area_code" varchar(12),
	"address" varchar(255),
	"contact" varchar(50),
	"phone" varchar(30),
	"email" varchar(100),
	"legal_person" varchar(50),
	"registered_capital" varchar(50),
	"region" varchar(10),
	"assist_type" varchar(4),
	"status" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"exp_date" date,
	"sync_time" timestamp with time zone,
	"remark" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_position" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer,
	"code" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"tag" varchar(10) NOT NULL,
	"remark" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_role_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "sys_role_menu_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(50) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(50),
	"sex" varchar(2),
	"email" varchar(100),
	"mobile" varchar(20),
	"avatar" varchar(255),
	"org_id" integer,
	"dept_id" integer,
	"position_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"audit_remark" varchar(500),
	"last_login_time" timestamp with time zone,
	"last_login_ip" varchar(64),
	"pwd_update_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "login_attempt" (
	"key" varchar(120) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"code" varchar(10) NOT NULL,
	"content" varchar(500) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_captcha" (
	"uuid" varchar(64) PRIMARY KEY NOT NULL,
	"answer" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_token" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "file_base_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"ext" varchar(20) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"storage_path" varchar(255) NOT NULL,
	"org_id" integer,
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pro_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"pids" varchar(255) DEFAULT ',' NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(50),
	"level" integer NOT NULL,
	"product_type" varchar(2),
	"leaf" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_place" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"type" varchar(2) NOT NULL,
	"name" varchar(100) NOT NULL,
	"address" varchar(255),
	"is_overseas" boolean DEFAULT false NOT NULL,
	"fish_area" varchar(100),
	"add_lon" varchar(15),
	"add_lat" varchar(15),
	"city" varchar(12),
	"towncode" varchar(12),
	"area" numeric(14, 2),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"brand" varchar(100),
	"category_id" integer,
	"product_type" varchar(2) NOT NULL,
	"spec" varchar(50),
	"annual_output" numeric(14, 2),
	"place_id" integer,
	"review_status" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_register" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"reason" varchar(500),
	"audit_user_id" integer,
	"audit_user_name" varchar(50),
	"audit_time" timestamp with time zone,
	"ip" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_layout" (
	"id" serial PRIMARY KEY NOT NULL,
	"layout_id" varchar(64) NOT NULL,
	"scope" varchar(10) NOT NULL,
	"owner_id" integer,
	"doc" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_layout_owner_uq" UNIQUE NULLS NOT DISTINCT("layout_id","scope","owner_id")
);
--> statement-breakpoint
CREATE INDEX "addvcd_pid_idx" ON "addvcd" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "addvcd_level_idx" ON "addvcd" USING btree ("level");--> statement-breakpoint
CREATE INDEX "sys_dic_item_dic_idx" ON "sys_dic_item" USING btree ("dic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dic_item_value_uq" ON "sys_dic_item" USING btree ("dic_id","item_value");--> statement-breakpoint
CREATE INDEX "sys_log_time_idx" ON "sys_log" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sys_log_op_idx" ON "sys_log" USING btree ("op","create_time");--> statement-breakpoint
CREATE INDEX "sys_log_resource_idx" ON "sys_log" USING btree ("resource","create_time");--> statement-breakpoint
CREATE INDEX "sys_log_org_idx" ON "sys_log" USING btree ("org_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_menu_pid_idx" ON "sys_menu" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "sys_org_type_idx" ON "sys_org" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_org_code_uq" ON "sys_org" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_uq" ON "sys_user" USING btree ("username");--> statement-breakpoint
CREATE INDEX "sys_user_org_idx" ON "sys_user" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "sys_user_mobile_idx" ON "sys_user" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile_idx" ON "sms_outbox" USING btree ("mobile","purpose");--> statement-breakpoint
CREATE INDEX "sys_token_user_idx" ON "sys_token" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "file_base_info_org_idx" ON "file_base_info" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "pro_category_pid_idx" ON "pro_category" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "zp_place_org_idx" ON "zp_place" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "zp_product_org_idx" ON "zp_product" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "zp_product_cat_idx" ON "zp_product" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zp_register_user_uq" ON "zp_register" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "zp_register_status_idx" ON "zp_register" USING btree ("status");