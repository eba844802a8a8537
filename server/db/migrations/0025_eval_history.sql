-- The evaluation history moves into the evaluation flow's own tables, so every figure (the wall,
-- the statistics) counts what the flow writes: ended applications of eval_apply become zp_eval
-- rows with their products; those still open there were never workable and are left behind.
ALTER TABLE "zp_eval" ADD COLUMN "end_time" timestamp with time zone;--> statement-breakpoint
UPDATE "zp_eval" e SET "end_time" = coalesce(
  (SELECT max(l."create_time") FROM "flow_log" l WHERE l."flow_key" = 'evaluation' AND l."record_id" = e."id" AND l."to_status" = e."status"),
  e."update_time")
WHERE e."status" IN (88, 89, 99);--> statement-breakpoint
INSERT INTO "zp_eval" ("code", "org_id", "eval_type", "eval_field", "year", "product_ids", "place_ids", "contact", "phone", "status", "unit_id", "submit_time", "end_time", "create_time", "update_time")
SELECT a."apply_no", a."org_id", a."type", a."field", extract(year FROM coalesce(a."apply_time", a."create_time"))::int,
  left(coalesce((SELECT string_agg(p."product_id"::text, ',' ORDER BY p."product_id") FROM "eval_product" p WHERE p."eval_id" = a."id"), ''), 500), '',
  left(coalesce(o."contact", ''), 20), left(coalesce(o."phone", ''), 20), a."status", a."unit_org_id", a."apply_time", a."finish_time", a."create_time", a."update_time"
FROM "eval_apply" a LEFT JOIN "sys_org" o ON o."id" = a."org_id"
WHERE a."status" IN (88, 89, 99) AND NOT EXISTS (SELECT 1 FROM "zp_eval" z WHERE z."code" = a."apply_no");--> statement-breakpoint
INSERT INTO "zp_eval_product" ("eval_id", "product_id", "status", "outcome", "create_time")
SELECT z."id", p."product_id", 1, p."outcome", p."create_time"
FROM "eval_product" p
JOIN "eval_apply" a ON a."id" = p."eval_id"
JOIN "zp_eval" z ON z."code" = a."apply_no" AND z."org_id" = a."org_id" AND z."create_time" = a."create_time"
WHERE a."status" IN (88, 89, 99)
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "eval_apply" CASCADE;--> statement-breakpoint
DROP TABLE "eval_product" CASCADE;--> statement-breakpoint
CREATE INDEX "zp_eval_submit_time_idx" ON "zp_eval" USING btree ("submit_time");--> statement-breakpoint
CREATE INDEX "zp_eval_end_time_idx" ON "zp_eval" USING btree ("end_time");
