CREATE TABLE "zp_eval_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"eval_id" integer NOT NULL,
	"unit_id" integer,
	"change_type" integer NOT NULL,
	"items" jsonb NOT NULL,
	"reason" varchar(1000) NOT NULL,
	"annex_ids" varchar(200),
	"status" integer NOT NULL,
	"create_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "zp_eval_change_org_idx" ON "zp_eval_change" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "zp_eval_change_unit_idx" ON "zp_eval_change" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "zp_eval_change_eval_idx" ON "zp_eval_change" USING btree ("eval_id");