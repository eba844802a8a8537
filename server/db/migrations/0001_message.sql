CREATE TABLE "msg_action" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"category_id" integer NOT NULL,
	"msg_type" varchar(10) NOT NULL,
	"channels" varchar(100) DEFAULT 'WEB' NOT NULL,
	"component" varchar(255),
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "msg_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "msg_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"push_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"msg_type" varchar(10) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"annex_ids" varchar(500),
	"component" varchar(255),
	"param" varchar(1000),
	"read_status" integer DEFAULT 0 NOT NULL,
	"read_time" timestamp with time zone,
	"read_num" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "msg_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"push_id" integer NOT NULL,
	"msg_id" integer,
	"user_id" integer,
	"user_name" varchar(50),
	"channel" varchar(10) NOT NULL,
	"address" varchar(100),
	"status" varchar(10) NOT NULL,
	"detail" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "msg_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"log_id" integer NOT NULL,
	"channel" varchar(10) NOT NULL,
	"address" varchar(100) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "msg_push" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"action_id" integer,
	"tpl_id" integer,
	"msg_type" varchar(10) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"annex_ids" varchar(500),
	"component" varchar(255),
	"param" varchar(1000),
	"target_type" varchar(10) NOT NULL,
	"target_ids" varchar(2000) NOT NULL,
	"channels" varchar(100) NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"create_by" integer,
	"create_by_name" varchar(50),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "msg_tpl" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"action_id" integer,
	"channel" varchar(10) DEFAULT 'WEB' NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"remark" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "msg_action_code_uq" ON "msg_action" USING btree ("code");--> statement-breakpoint
CREATE INDEX "msg_action_category_idx" ON "msg_action" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "msg_category_code_uq" ON "msg_category" USING btree ("code");--> statement-breakpoint
CREATE INDEX "msg_info_user_idx" ON "msg_info" USING btree ("user_id","read_status","create_time");--> statement-breakpoint
CREATE INDEX "msg_info_push_idx" ON "msg_info" USING btree ("push_id");--> statement-breakpoint
CREATE INDEX "msg_log_push_idx" ON "msg_log" USING btree ("push_id");--> statement-breakpoint
CREATE INDEX "msg_log_time_idx" ON "msg_log" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "msg_outbox_pending_idx" ON "msg_outbox" USING btree ("status","channel","id");--> statement-breakpoint
CREATE INDEX "msg_push_time_idx" ON "msg_push" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "msg_tpl_code_uq" ON "msg_tpl" USING btree ("code");--> statement-breakpoint
CREATE INDEX "msg_tpl_action_idx" ON "msg_tpl" USING btree ("action_id");