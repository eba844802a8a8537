CREATE TABLE "flow_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"flow_key" varchar(40) NOT NULL,
	"record_id" integer NOT NULL,
	"action" varchar(40) NOT NULL,
	"action_label" varchar(60) NOT NULL,
	"from_status" integer NOT NULL,
	"to_status" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" varchar(100) NOT NULL,
	"org_id" integer,
	"org_name" varchar(200),
	"opinion" text,
	"annex_ids" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "flow_log_record_idx" ON "flow_log" USING btree ("flow_key","record_id","id");