-- 文件评审 rounds may be saved as drafts (no conclusion yet); 完整性初评 records when each group was
-- marked, so passing can require the groups looked at (completenessUnmarked, server/modules/eval/annex.ts).
ALTER TABLE "zp_eval_doc_review" ALTER COLUMN "conclusion" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "zp_eval_annex" ADD COLUMN "mark_time" timestamp with time zone;--> statement-breakpoint
-- Applications already past 完整性初评 were judged group by group: their rows count as marked. Those
-- at 受理审核 (4) or before it, or sent back to 修改材料 (10), are looked at again.
UPDATE "zp_eval_annex" SET "mark_time" = "update_time" WHERE "eval_id" IN (SELECT "id" FROM "zp_eval" WHERE "status" NOT IN (-3, -2, 0, 1, 2, 3, 4, 10));
