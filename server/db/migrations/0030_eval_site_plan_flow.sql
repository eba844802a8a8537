-- An evaluation's site plans are their own flow (src/domain/workflows/evalSitePlan.ts): each plan copies
-- its application's enterprise, institution and testing unit, so its scope and actors read its own row.
ALTER TABLE "zp_eval_site_plan" ADD COLUMN "org_id" integer;--> statement-breakpoint
ALTER TABLE "zp_eval_site_plan" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "zp_eval_site_plan" ADD COLUMN "test_unit_id" integer;--> statement-breakpoint
UPDATE "zp_eval_site_plan" p SET "org_id" = e."org_id", "unit_id" = e."unit_id", "test_unit_id" = e."test_unit_id" FROM "zp_eval" e WHERE e."id" = p."eval_id";--> statement-breakpoint
-- A plan of no application was reachable by no call (each reads its application first).
DELETE FROM "zp_eval_site_plan" WHERE "org_id" IS NULL;--> statement-breakpoint
ALTER TABLE "zp_eval_site_plan" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
-- A plan was written at 14 while the institution still planned; it is at 13 (计划中) until pushed. Only
-- plans of applications still being planned (12 文件评审通过, 13 待推送现场计划) change.
UPDATE "zp_eval_site_plan" SET "status" = 13 WHERE "status" = 14 AND "eval_id" IN (SELECT "id" FROM "zp_eval" WHERE "status" IN (12, 13));
