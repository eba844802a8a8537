/**
 * The enterprise's documents for the document review of an on-site record (doc_annex; calls
 * document §7.7, WORKFLOWS.md §3 "document review and problems"):
 *   GET  /api/jd/doc_annex/getZpAnnexItemCop?onSiteId=   the document groups (EVAL_ANNEX_GROUPS, in
 *        order) with their files (JdDocAnnexForm), for whoever sees the task. On the first call the
 *        files the enterprise filed for the evaluations behind the task's certificates (zp_eval_annex
 *        of each certificate's evalId; a certificate without one adds nothing) are copied in, group
 *        by group, so the review starts from what the enterprise filed.
 *   POST /api/jd/doc_annex/batchSave {onSiteId, items: [{groupKey, annexIds, remark?}]}
 *        the assigned supervision unit brings groups up to date while the task is on site
 *        (JD_TASK_ON_SITE): each group sent gets the whole list given; a remark left out stays, null
 *        or '' clears it. A file the record already holds stays usable; any other must be one the
 *        caller may use. Answers the form.
 * The zip of these documents is ./zip.ts (doc_annex/packZip).
 */
import { desc, eq, inArray, isNotNull, and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMS } from '../../../../src/domain/permissions';
import { fieldErrorText, refTokens } from '../../../../src/domain/resource';
import { EVAL_ANNEX_GROUPS, EVAL_ANNEX_LIMITS, evalAnnexGroupLabel, isEvalAnnexGroupKey, type EvalAnnexGroupKey } from '../../../../src/domain/resources/evaluation';
import { JD_MSG, type JdDocAnnexForm } from '../../../../src/domain/resources/jd';
import { JD_TASK_ON_SITE } from '../../../../src/domain/workflows/jdTask';
import type { Db, DbOrTx } from '../../../db/client';
import { jdDocAnnex, jdRecord, zpCert, zpEvalAnnex } from '../../../db/schema';
import { principal } from '../../../http/auth';
import { badRequest, ok } from '../../../http/envelope';
import { writeOpLog } from '../../../http/oplog';
import { annexIdsParam, assertFilesUsable, existing, filesOf, iso, lockTask, textParam } from './matCommon';
import { route } from '../../../http/contract';
import { jdDocAnnexCalls as C } from '../../../../src/domain/calls/jdMaterials';
import { assertTaskUnit, visibleSite, type JdSiteRow, type JdTaskRow } from '../shared/scope';

const LABEL = { groupKey: '文件分组', annexIds: '文件', remark: '说明' } as const;
const REMARK_MAX = 500;

/** Copies the enterprise's evaluation documents into an on-site record that has none yet (every group gets its row, so this happens once). */
export async function ensureDocAnnex(h: DbOrTx, site: JdSiteRow, task: JdTaskRow): Promise<void> {
  const [any] = await h.select({ id: jdDocAnnex.id }).from(jdDocAnnex).where(eq(jdDocAnnex.siteId, site.id)).limit(1);
  if (any) return;
  const certs = await h
    .selectDistinct({ evalId: zpCert.evalId })
    .from(jdRecord)
    .innerJoin(zpCert, eq(zpCert.id, jdRecord.certId))
    .where(and(eq(jdRecord.taskId, task.id), isNotNull(zpCert.evalId)));
  const evalIds = certs.map((c) => c.evalId).filter((id): id is number => id !== null);
  // The newest evaluation first: where the union of several would exceed a group's limit, its files are kept.
  const filed = evalIds.length ? await h.select().from(zpEvalAnnex).where(inArray(zpEvalAnnex.evalId, evalIds)).orderBy(desc(zpEvalAnnex.evalId)) : [];
  const now = new Date();
  await h
    .insert(jdDocAnnex)
    .values(
      EVAL_ANNEX_GROUPS.map((g) => {
        const ids = [...new Set(filed.filter((f) => f.groupKey === g.key).flatMap((f) => refTokens(f.annexIds)))].slice(0, EVAL_ANNEX_LIMITS.files);
        return { siteId: site.id, taskId: task.id, groupKey: g.key, annexIds: ids.join(',') || null, updateTime: now };
      }),
    )
    .onConflictDoNothing();
}

async function presentForm(h: DbOrTx, site: JdSiteRow, task: JdTaskRow): Promise<JdDocAnnexForm> {
  const rows = await h.select().from(jdDocAnnex).where(eq(jdDocAnnex.siteId, site.id));
  const byGroup = new Map(rows.map((r) => [r.groupKey, r]));
  const files = await filesOf(h, task.id, rows.map((r) => r.annexIds));
  return {
    onSiteId: site.id,
    taskId: task.id,
    taskCode: task.code,
    taskStatus: task.status,
    groups: EVAL_ANNEX_GROUPS.map((g) => {
      const r = byGroup.get(g.key);
      const list = files(r?.annexIds ?? null);
      return { groupKey: g.key, label: g.label, annexIds: list.map((f) => f.id).join(','), files: list, remark: r?.remark ?? null, updateTime: iso(r?.updateTime ?? null) };
    }),
  };
}

interface SaveItem {
  readonly groupKey: EvalAnnexGroupKey;
  readonly annexIds: number[];
  readonly remark: string | null | undefined;
}

function itemsParam(raw: unknown): SaveItem[] {
  if (!Array.isArray(raw) || raw.length === 0) throw badRequest(fieldErrorText('文件分组', '请至少提交一个分组'));
  if (raw.length > EVAL_ANNEX_GROUPS.length) throw badRequest(fieldErrorText('文件分组', `最多 ${EVAL_ANNEX_GROUPS.length} 个分组`));
  const seen = new Set<string>();
  return raw.map((item: unknown) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw badRequest(fieldErrorText('文件分组', '每一项必须是一个分组的文件'));
    const it = item as Record<string, unknown>;
    if (it.groupKey === undefined || it.groupKey === null || it.groupKey === '') throw badRequest(fieldErrorText(LABEL.groupKey, '请选择'));
    if (!isEvalAnnexGroupKey(it.groupKey)) throw badRequest(JD_MSG.matGroupUnknown(LABEL.groupKey, String(it.groupKey).slice(0, 30)));
    if (seen.has(it.groupKey)) throw badRequest(JD_MSG.matGroupTwice(evalAnnexGroupLabel(it.groupKey)));
    seen.add(it.groupKey);
    return { groupKey: it.groupKey, annexIds: annexIdsParam(it.annexIds, LABEL.annexIds, EVAL_ANNEX_LIMITS.files), remark: textParam(it.remark, LABEL.remark, 'remark', REMARK_MAX) };
  });
}

export function registerDocAnnex(app: FastifyInstance, db: Db): void {
  const access = { access: 'perm', perm: PERMS.jdTask.task } as const;

  route(app, C.items, access, async ({ set }, req) => {
    const onSiteId = existing(set.onSiteId, '现场监督记录');
    const form = await db.transaction(async (tx) => {
      const { site, task } = await visibleSite(tx, principal(req), onSiteId);
      await ensureDocAnnex(tx, site, task);
      return presentForm(tx, site, task);
    });
    return ok(form);
  });

  route(app, C.batchSave, access, async ({ body }, req) => {
    const p = principal(req);
    const onSiteId = existing(body.onSiteId, '现场监督记录');
    const items = itemsParam(body.items);
    const form = await db.transaction(async (tx) => {
      const { site, task: seen } = await visibleSite(tx, p, onSiteId);
      const task = await lockTask(tx, seen.id);
      assertTaskUnit(p, task, JD_TASK_ON_SITE);
      await ensureDocAnnex(tx, site, task);
      const rows = await tx.select().from(jdDocAnnex).where(eq(jdDocAnnex.siteId, site.id));
      const held = new Set(rows.flatMap((r) => refTokens(r.annexIds).map(Number)));
      await assertFilesUsable(tx, p, items.flatMap((i) => i.annexIds), held, LABEL.annexIds);
      const now = new Date();
      for (const it of items) {
        const set: Partial<typeof jdDocAnnex.$inferInsert> = { annexIds: it.annexIds.join(',') || null, updateTime: now };
        if (it.remark !== undefined) set.remark = it.remark;
        await tx
          .insert(jdDocAnnex)
          .values({ siteId: site.id, taskId: task.id, groupKey: it.groupKey, ...set })
          .onConflictDoUpdate({ target: [jdDocAnnex.siteId, jdDocAnnex.groupKey], set });
      }
      await writeOpLog(tx, p, 'UPDATE', 'jdDocAnnex', site.id, { items }, req.ip);
      return presentForm(tx, site, task);
    });
    return ok(form, '操作成功!');
  });
}
