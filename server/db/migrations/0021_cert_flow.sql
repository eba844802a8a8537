ALTER TABLE "zp_cert" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "zp_cert" ADD COLUMN "file_id" integer;--> statement-breakpoint
ALTER TABLE "zp_cert" ADD COLUMN "stamped_file_id" varchar(100);--> statement-breakpoint
CREATE INDEX "zp_cert_eval_idx" ON "zp_cert" USING btree ("eval_id");