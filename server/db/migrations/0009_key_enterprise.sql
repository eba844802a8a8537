ALTER TABLE "sys_org" ADD COLUMN "key_flag" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "key_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "sys_org" ADD COLUMN "key_time" timestamp with time zone;