CREATE TABLE "sys_idempotent_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"target" varchar(300) NOT NULL,
	"reply_status" integer,
	"reply_type" varchar(100),
	"reply_body" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_idempotent_request_uq" ON "sys_idempotent_request" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "sys_idempotent_request_time_idx" ON "sys_idempotent_request" USING btree ("create_time");