CREATE TABLE "unit_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"mobile" varchar(11),
	"title" varchar(50),
	"qualification" integer NOT NULL,
	"cert_no" varchar(50) NOT NULL,
	"cert_expire" date NOT NULL,
	"cert_file" varchar(100),
	"status" integer DEFAULT -3 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "unit_staff_org_idx" ON "unit_staff" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "unit_staff_status_idx" ON "unit_staff" USING btree ("status");