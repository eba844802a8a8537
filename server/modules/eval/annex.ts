/**
 * The annex document form of an evaluation application (评价材料; calls document §7.6, screens
 * document §3, WORKFLOWS.md §2 steps 6, 7 and 9). Every call sees the application through its
 * organisation scope (evalScope: the enterprise its own, the institution and the testing unit what
 * is assigned to them, management all); an application outside it is a 404.
 *
 *   GET  /api/eval/annex/getZpEvalAnnex?evalId=      the form: every group of EVAL_ANNEX_GROUPS in
 *        order with its files, completeness mark, remarks, tips and question flags (defaults for
 *        a group with no row yet), and the application's status, enterprise and institution
 *   GET  /api/eval/annex/evalAnnexItemLst?evalId=    the filed files as one list (group, file, url)
 *   GET  /api/eval/annex/download?evalId=&id=        one filed file (see EVAL_ANNEX_PATHS.download)
 *   POST /api/eval/mat_item/upd_annex {evalId, groupKey, annexIds}
 *        the enterprise (owner, R_ORG_ADMIN/R_ORG_USER) files one group's materials (the whole
 *        list: a file left out is taken off the group), in EVAL_ANNEX_FILING_STATUSES only; every
 *        file must be one the caller may use (server/http/refs.ts unusableFiles)
 *   POST /api/eval/problem/upProblem {evalId, items: [{groupKey, problem, remark?, otherRemark?, moreRemark?, questions?}]}
 *        the assigned institution (unit_id, R_UNIT_ADMIN/R_UNIT_USER) marks completeness per
 *        group, in EVAL_ANNEX_MARKING_STATUSES only; a remark left out of an item stays as it was,
 *        null or '' clears it. A mark is stamped (mark_time); filing other files in the group
 *        clears it, so completenessUnmarked names what is still to look at
 *   POST /api/eval/annex/upTips {evalId, groupKey, tips}   the institution's note to the enterprise (same rules)
 *   POST /api/eval/annex/packCatalogueZipByEvalId {evalId}  the materials as a zip (streamed)
 *   POST /api/file/pkg/lst {evalId}                         what that zip holds
 *
 * The two package calls. The spec lists them side by side under evaluation with no payloads. Our
 * reading: packCatalogueZipByEvalId packs the application's materials by catalogue (目录: one
 * folder per annex group, named by the group's Chinese label, in the spec's order; each file under
 * its original name, made unique within its folder; a 材料目录.txt at the root listing every group
 * and what it holds) and streams the zip as a download; /api/file/pkg/lst, a `lst` call like every
 * other one, answers the list of that package's files with their paths inside the zip (what the
 * download will hold, for a page to show before or instead of downloading). Both are for the
 * assigned institution and management (an enterprise has its own files already); both build from
 * the same function, so they never disagree.
 *
 * The three writes answer with the form as it now is (what GET answers), so a page shows it at once.
 * Each locks the application row (SELECT … FOR UPDATE) before checking its status, so a write and
 * a move of the flow (提交材料, 完整性初评通过) are judged one after the other.
 */
import fs from 'node:fs';
import { ZipArchive, type ZipEntryData } from 'archiver';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { beijingDateTime } from '../../../src/domain/beijingTime';
import { codeLabel } from '../../../src/domain/codes';
import { PERMS } from '../../../src/domain/permissions';
import { fieldErrorText, refTokens } from '../../../src/domain/resource';
import {
  EVAL_ANNEX_FILING_STATUSES,
  EVAL_ANNEX_GROUPS,
  EVAL_ANNEX_LABEL,
  EVAL_ANNEX_LIMITS,
  EVAL_ANNEX_MARKING_STATUSES,
  EVAL_ANNEX_MSG,
  EVAL_ANNEX_PATHS,
  EVAL_ANNEX_PROBLEM,
  EVAL_ANNEX_QUESTIONS,
  evalAnnexGroupLabel,
  evalAnnexRequired,
  evalAnnexToReview,
  evaluationResource,
  isAnnexAssigned,
  isAnnexManagement,
  isAnnexOwner,
  isEvalAnnexGroupKey,
  type DocReviewGroup,
  type EvalAnnexActor,
  type EvalAnnexFile,
  type EvalAnnexForm,
  type EvalAnnexGroup,
  type EvalAnnexGroupKey,
  type EvalAnnexItem,
  type EvalAnnexPackEntry,
} from '../../../src/domain/resources/evaluation';
import { evalAnnexCalls } from '../../../src/domain/calls/evalAnnex';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { fileBaseInfo, sysOrg, zpEval, zpEvalAnnex } from '../../db/schema';
import { principal, type Principal } from '../../http/auth';
import { badRequest, forbidden, notFound, ok } from '../../http/envelope';
import { writeOpLog } from '../../http/oplog';
import { unusableFiles } from '../../http/refs';
import { route } from '../../http/contract';
import { contentDisposition } from '../file/name';
import { resolveStored } from '../file/store';
import { evalScope } from './scope';

type Row = Record<string, unknown>;
type EvalRow = typeof zpEval.$inferSelect;
type AnnexLabel = keyof typeof EVAL_ANNEX_LABEL;

/** A 400 naming the field by its label (`材料分组：…`); `path`, where it sat (`items[2].problem`), is for the server's own reading. */
const refuse = (label: AnnexLabel, message: string, path: string = label) => badRequest(fieldErrorText({ field: path, label: EVAL_ANNEX_LABEL[label], message }));

const actorOf = (p: Principal): EvalAnnexActor => ({ orgId: p.orgId, orgType: p.orgType, roleCodes: p.roleCodes });
const statusText = (status: number) => codeLabel('evalStatus', status) || String(status);

function groupKeyOf(raw: unknown, path = 'groupKey'): EvalAnnexGroupKey {
  if (raw === undefined || raw === null || raw === '') throw refuse('groupKey', '请选择', path);
  if (!isEvalAnnexGroupKey(raw)) throw refuse('groupKey', `没有名为“${String(raw).slice(0, 30)}”的分组`, path);
  return raw;
}

/** The file ids of a group, in order, each once: comma-joined text, an array, or one number. */
function annexIdsOf(raw: unknown): number[] {
  if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number' && !Array.isArray(raw)) throw refuse('annexIds', '必须是以逗号分隔的文件编号');
  if (Array.isArray(raw) && raw.some((v) => typeof v !== 'string' && typeof v !== 'number')) throw refuse('annexIds', '必须是以逗号分隔的文件编号');
  const tokens = refTokens(raw);
  if (tokens.some((t) => !/^\d{1,12}$/.test(t))) throw refuse('annexIds', '必须是以逗号分隔的文件编号');
  const ids = [...new Set(tokens.map(Number))];
  if (ids.length > EVAL_ANNEX_LIMITS.files) throw refuse('annexIds', `每个分组最多 ${EVAL_ANNEX_LIMITS.files} 个文件`);
  return ids;
}

/** A remark or a tip: undefined (not sent: left as it is), null (cleared), or the trimmed text. */
function textOf(raw: unknown, label: AnnexLabel, max: number, path: string = label): string | null | undefined {
  if (raw === undefined) return undefined;
  if (raw === null) return null;
  if (typeof raw !== 'string') throw refuse(label, '必须是文字', path);
  const text = raw.trim();
  if ([...text].length > max) throw refuse(label, `最多 ${max} 个字符`, path);
  return text || null;
}

function problemOf(raw: unknown, path: string): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^[01]$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (n !== EVAL_ANNEX_PROBLEM.found && n !== EVAL_ANNEX_PROBLEM.none) {
    throw refuse('problem', `只能是 ${EVAL_ANNEX_PROBLEM.found}（有问题）或 ${EVAL_ANNEX_PROBLEM.none}（无问题）`, path);
  }
  return n;
}

const QUESTION_KEYS: readonly string[] = EVAL_ANNEX_QUESTIONS.map((q) => q.key);

/** The question flags: an object of known keys with true/false; stored as the ticked ones only. */
function questionsOf(raw: unknown, path: string): Record<string, true> | null | undefined {
  if (raw === undefined) return undefined;
  if (raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw refuse('questions', '必须是问题标记的对象', path);
  const out: Record<string, true> = {};
  for (const [key, value] of Object.entries(raw as Row)) {
    if (!QUESTION_KEYS.includes(key)) throw refuse('questions', `没有名为“${key.slice(0, 30)}”的问题，可选：${QUESTION_KEYS.join('、')}`, `${path}.${key.slice(0, 30)}`);
    if (typeof value !== 'boolean') throw refuse('questions', '只能是 true 或 false', `${path}.${key}`);
    if (value) out[key] = true;
  }
  return out;
}

/** The application if the caller may see it; locked for the rest of the transaction when `lock`. */
async function visibleEval(h: DbOrTx, p: Principal, id: number, lock = false): Promise<EvalRow> {
  const q = h.select().from(zpEval).where(and(evalScope(p), eq(zpEval.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(evaluationResource.title);
  return row;
}

const fileUrlOf = (evalId: number, fileId: number) => `${EVAL_ANNEX_PATHS.download}?evalId=${evalId}&id=${fileId}`;

interface StoredAnnexFile extends EvalAnnexFile {
  readonly storagePath: string;
}

/** The application's annex rows by group, and the files they name that exist (unknown ids are left out). */
async function annexOf(h: DbOrTx, evalId: number) {
  const rows = await h.select().from(zpEvalAnnex).where(eq(zpEvalAnnex.evalId, evalId));
  const ids = [...new Set(rows.flatMap((r) => refTokens(r.annexIds).map(Number)).filter((n) => Number.isSafeInteger(n)))];
  const files = ids.length
    ? await h.select({ id: fileBaseInfo.id, name: fileBaseInfo.name, size: fileBaseInfo.size, ext: fileBaseInfo.ext, storagePath: fileBaseInfo.storagePath }).from(fileBaseInfo).where(inArray(fileBaseInfo.id, ids))
    : [];
  const fileById = new Map(files.map((f) => [f.id, f]));
  const byGroup = new Map(rows.map((r) => [r.groupKey, r]));
  /** A group's files in the order filed. */
  const filesOf = (key: string): StoredAnnexFile[] =>
    refTokens(byGroup.get(key)?.annexIds)
      .map((t) => fileById.get(Number(t)))
      .filter((f): f is NonNullable<typeof f> => !!f)
      .map((f) => ({ id: f.id, name: f.name, size: f.size, ext: f.ext, storagePath: f.storagePath, url: fileUrlOf(evalId, f.id) }));
  return { byGroup, filesOf };
}

async function presentForm(h: DbOrTx, row: EvalRow): Promise<EvalAnnexForm> {
  const { byGroup, filesOf } = await annexOf(h, row.id);
  const orgIds = [row.orgId, ...(row.unitId ? [row.unitId] : [])];
  const orgs = await h.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, orgIds));
  const orgName = new Map(orgs.map((o) => [o.id, o.name]));
  const required = new Set<string>(evalAnnexRequired(row.evalType));
  const toReview = new Set<string>(evalAnnexToReview(row.evalType, EVAL_ANNEX_GROUPS.map((g) => g.key).filter((k) => filesOf(k).length > 0)));
  const groups = EVAL_ANNEX_GROUPS.map((g): EvalAnnexGroup => {
    const r = byGroup.get(g.key);
    const files = filesOf(g.key).map(({ storagePath: _s, ...f }) => f);
    return {
      groupKey: g.key,
      label: g.label,
      required: required.has(g.key),
      annexIds: files.map((f) => f.id).join(','),
      files,
      problem: r?.problem ?? EVAL_ANNEX_PROBLEM.none,
      remark: r?.remark ?? null,
      otherRemark: r?.otherRemark ?? null,
      moreRemark: r?.moreRemark ?? null,
      tips: r?.tips ?? null,
      questions: r?.questions && typeof r.questions === 'object' && !Array.isArray(r.questions) ? (r.questions as EvalAnnexGroup['questions']) : {},
      updateTime: r ? r.updateTime.toISOString() : null,
      toReview: toReview.has(g.key),
      marked: !!r?.markTime,
    };
  });
  return {
    evalId: row.id,
    code: row.code,
    evalType: row.evalType,
    status: row.status,
    orgId: row.orgId,
    orgName: orgName.get(row.orgId) ?? null,
    unitId: row.unitId,
    unitName: row.unitId ? (orgName.get(row.unitId) ?? null) : null,
    groups,
  };
}

/**
 * The labels of the required groups (evalAnnexRequired, by the application's type) that hold no
 * existing file: the evaluation's guard materialsFiled (./guards.ts) for 提交材料.
 */
export async function materialsMissing(tx: DbOrTx, evalId: number): Promise<string[]> {
  const [row] = await tx.select({ evalType: zpEval.evalType }).from(zpEval).where(eq(zpEval.id, evalId));
  if (!row) throw notFound(evaluationResource.title);
  const required = evalAnnexRequired(row.evalType);
  const { filesOf } = await annexOf(tx, evalId);
  return required.filter((key) => filesOf(key).length === 0).map(evalAnnexGroupLabel);
}

/** The groups of an application that 完整性初评 and 文件评审 look at (evalAnnexToReview), the annex rows by group, and each group's file count. */
async function groupsToReview(tx: DbOrTx, evalId: number): Promise<{ keys: EvalAnnexGroupKey[]; byGroup: Map<string, typeof zpEvalAnnex.$inferSelect>; files: Map<string, number> }> {
  const [row] = await tx.select({ evalType: zpEval.evalType }).from(zpEval).where(eq(zpEval.id, evalId));
  if (!row) throw notFound(evaluationResource.title);
  const { byGroup, filesOf } = await annexOf(tx, evalId);
  const files = new Map<string, number>(EVAL_ANNEX_GROUPS.map((g) => [g.key, filesOf(g.key).length]));
  return { keys: evalAnnexToReview(row.evalType, EVAL_ANNEX_GROUPS.map((g) => g.key).filter((k) => (files.get(k) ?? 0) > 0)), byGroup, files };
}

/** Every annex group as a document review round sees it: its label, how many files it holds, whether the round must conclude on it. */
export async function docReviewGroups(tx: DbOrTx, evalId: number): Promise<DocReviewGroup[]> {
  const { keys, files } = await groupsToReview(tx, evalId);
  return EVAL_ANNEX_GROUPS.map((g) => ({ groupKey: g.key, label: g.label, files: files.get(g.key) ?? 0, toReview: keys.includes(g.key) }));
}

/**
 * The labels of the groups 完整性初评 must look at (required by the type, or filed) that the
 * institution has not marked since they were last filed: the guard completenessMarked of 完整性初评通过.
 */
export async function completenessUnmarked(tx: DbOrTx, evalId: number): Promise<string[]> {
  const { keys, byGroup } = await groupsToReview(tx, evalId);
  return keys.filter((k) => !byGroup.get(k)?.markTime).map(evalAnnexGroupLabel);
}

/**
 * The labels of the groups marked 有问题 (EVAL_ANNEX_PROBLEM.found): 完整性初评 should send those
 * back (退回修改材料) rather than pass them: the guard noProblemsMarked of 完整性初评通过.
 */
export async function completenessProblems(tx: DbOrTx, evalId: number): Promise<string[]> {
  const { byGroup } = await groupsToReview(tx, evalId);
  return EVAL_ANNEX_GROUPS.filter((g) => byGroup.get(g.key)?.markTime && byGroup.get(g.key)?.problem === EVAL_ANNEX_PROBLEM.found).map((g) => g.label);
}

/** Already-compressed formats are stored as they are (deflating them again costs time for nothing). */
const STORED_EXTS: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'zip', 'rar', 'mp4', 'docx', 'xlsx', 'pptx', 'pdf']);
const CATALOGUE_NAME = '材料目录.txt';

/** A name that stays inside its folder: never empty, never `.` or `..`, no separators. */
function safeEntryName(name: string, fileId: number): string {
  const clean = name.replace(/[\\/]/g, '_').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return !clean || /^\.+$/.test(clean) ? `附件${fileId}` : clean;
}

/** `name (2).ext`, `name (3).ext`… until the folder has no such name (compared case-insensitively, as Windows would). */
function uniqueIn(taken: Set<string>, name: string): string {
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

type PackFile = EvalAnnexPackEntry & { readonly storagePath: string; readonly ext: string };

/** The package: every filed file under its group's folder, in the spec's group order and the order filed. */
async function packOf(h: DbOrTx, row: EvalRow): Promise<PackFile[]> {
  const { filesOf } = await annexOf(h, row.id);
  return EVAL_ANNEX_GROUPS.flatMap((g) => {
    const taken = new Set<string>();
    return filesOf(g.key).map((f) => ({
      groupKey: g.key,
      label: g.label,
      fileId: f.id,
      path: `${g.label}/${uniqueIn(taken, safeEntryName(f.name, f.id))}`,
      size: f.size,
      storagePath: f.storagePath,
      ext: f.ext,
    }));
  });
}

function catalogueText(row: EvalRow, files: readonly PackFile[], missing: ReadonlySet<number>): string {
  const lines = [`评价申请 ${row.code} 评价材料目录`, `生成时间：${beijingDateTime()}`, ''];
  EVAL_ANNEX_GROUPS.forEach((g, i) => {
    const mine = files.filter((f) => f.groupKey === g.key);
    lines.push(`${String(i + 1).padStart(2, '0')} ${g.label}（${mine.length ? `${mine.length} 个文件` : '未上传'}）`);
    for (const f of mine) lines.push(`    ${f.path.slice(g.label.length + 1)}${missing.has(f.fileId) ? '（文件缺失，未打包）' : ''}`);
  });
  // CRLF and a BOM: Windows Notepad, what most reviewers open it with, reads it right.
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db, config }) => {
  const routeConfig = { access: 'perm', perm: PERMS.evalApply.list } as const;

  route(app, evalAnnexCalls.form, routeConfig, async ({ set }, req) => {
    const row = await visibleEval(db, principal(req), set.evalId);
    return ok(await presentForm(db, row));
  });

  route(app, evalAnnexCalls.items, routeConfig, async ({ set }, req) => {
    const row = await visibleEval(db, principal(req), set.evalId);
    const { filesOf } = await annexOf(db, row.id);
    const items = EVAL_ANNEX_GROUPS.flatMap((g) => filesOf(g.key).map((f): EvalAnnexItem => ({ groupKey: g.key, label: g.label, fileId: f.id, name: f.name, url: f.url, size: f.size })));
    return ok(items);
  });

  route(app, evalAnnexCalls.download, routeConfig, async ({ set }, req, reply) => {
    const row = await visibleEval(db, principal(req), set.evalId);
    const { byGroup, filesOf } = await annexOf(db, row.id);
    const file = [...byGroup.keys()].flatMap(filesOf).find((f) => f.id === set.id);
    if (!file) throw notFound('文件');
    const abs = resolveStored(config.filesDir, file.storagePath);
    const stat = abs ? await fs.promises.stat(abs).catch(() => null) : null;
    if (!abs || !stat?.isFile()) {
      req.log.error({ fileId: file.id, storagePath: file.storagePath }, 'stored file missing');
      throw notFound('文件');
    }
    const [meta] = await db.select({ mime: fileBaseInfo.mime }).from(fileBaseInfo).where(eq(fileBaseInfo.id, file.id));
    reply
      .header('Content-Type', meta?.mime ?? 'application/octet-stream')
      .header('Content-Disposition', contentDisposition(file.name, 'attachment'))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-cache')
      .header('Content-Length', stat.size);
    return reply.send(fs.createReadStream(abs));
  });

  route(app, evalAnnexCalls.file, routeConfig, async ({ body: params }, req) => {
    const p = principal(req);
    const { evalId } = params;
    const groupKey = groupKeyOf(params.groupKey);
    const annexIds = annexIdsOf(params.annexIds);
    const form = await db.transaction(async (tx) => {
      const row = await visibleEval(tx, p, evalId, true);
      if (!isAnnexOwner(actorOf(p), row)) throw forbidden(EVAL_ANNEX_MSG.notOwner);
      if (!EVAL_ANNEX_FILING_STATUSES.includes(row.status)) throw badRequest(EVAL_ANNEX_MSG.filingClosed(statusText(row.status)));
      if (annexIds.length && (await unusableFiles(tx, p, annexIds.map(String))).length) throw refuse('annexIds', '附件不存在或无权使用');
      const joined = annexIds.join(',') || null;
      const now = new Date();
      await tx
        .insert(zpEvalAnnex)
        .values({ evalId, groupKey, annexIds: joined, updateTime: now })
        // Changed materials are looked at again: the group's earlier mark no longer speaks for them.
        .onConflictDoUpdate({
          target: [zpEvalAnnex.evalId, zpEvalAnnex.groupKey],
          set: { annexIds: joined, markTime: sql`case when ${zpEvalAnnex.annexIds} is not distinct from ${joined} then ${zpEvalAnnex.markTime} end`, updateTime: now },
        });
      await writeOpLog(tx, p, 'UPDATE', 'evalAnnex', evalId, { groupKey, annexIds: joined }, req.ip);
      return presentForm(tx, row);
    });
    return ok(form, '操作成功!');
  });

  route(app, evalAnnexCalls.problem, routeConfig, async ({ body: params }, req) => {
    const p = principal(req);
    const { evalId } = params;
    const raw = params.items;
    if (!Array.isArray(raw) || raw.length === 0) throw refuse('items', '请至少标记一个分组');
    if (raw.length > EVAL_ANNEX_GROUPS.length) throw refuse('items', `最多 ${EVAL_ANNEX_GROUPS.length} 个分组`);
    const seen = new Set<string>();
    const items = raw.map((item: unknown, i) => {
      const at = `items[${i}]`;
      if (!item || typeof item !== 'object' || Array.isArray(item)) throw refuse('items', '每一项必须是一个分组的标记', at);
      const it = item as Row;
      const groupKey = groupKeyOf(it.groupKey, `${at}.groupKey`);
      if (seen.has(groupKey)) throw refuse('items', `分组“${evalAnnexGroupLabel(groupKey)}”出现了多次`, at);
      seen.add(groupKey);
      return {
        groupKey,
        problem: problemOf(it.problem, `${at}.problem`),
        remark: textOf(it.remark, 'remark', EVAL_ANNEX_LIMITS.remark, `${at}.remark`),
        otherRemark: textOf(it.otherRemark, 'otherRemark', EVAL_ANNEX_LIMITS.remark, `${at}.otherRemark`),
        moreRemark: textOf(it.moreRemark, 'moreRemark', EVAL_ANNEX_LIMITS.remark, `${at}.moreRemark`),
        questions: questionsOf(it.questions, `${at}.questions`),
      };
    });
    const form = await db.transaction(async (tx) => {
      const row = await visibleEval(tx, p, evalId, true);
      if (!isAnnexAssigned(actorOf(p), row)) throw forbidden(EVAL_ANNEX_MSG.notAssigned);
      if (!EVAL_ANNEX_MARKING_STATUSES.includes(row.status)) throw badRequest(EVAL_ANNEX_MSG.markingClosed(statusText(row.status)));
      const now = new Date();
      for (const { groupKey, problem, remark, otherRemark, moreRemark, questions } of items) {
        // Only what the item carries changes; a remark it leaves out stays as it was.
        const set: Partial<typeof zpEvalAnnex.$inferInsert> = { problem, markTime: now, updateTime: now };
        if (remark !== undefined) set.remark = remark;
        if (otherRemark !== undefined) set.otherRemark = otherRemark;
        if (moreRemark !== undefined) set.moreRemark = moreRemark;
        if (questions !== undefined) set.questions = questions;
        await tx
          .insert(zpEvalAnnex)
          .values({ evalId, groupKey, ...set })
          .onConflictDoUpdate({ target: [zpEvalAnnex.evalId, zpEvalAnnex.groupKey], set });
      }
      await writeOpLog(tx, p, 'UPDATE', 'evalAnnex', evalId, { marks: items }, req.ip);
      return presentForm(tx, row);
    });
    return ok(form, '操作成功!');
  });

  route(app, evalAnnexCalls.tips, routeConfig, async ({ body: params }, req) => {
    const p = principal(req);
    const { evalId } = params;
    const groupKey = groupKeyOf(params.groupKey);
    if (params.tips === undefined) throw refuse('tips', '请填写（清空提示请传空字符串）');
    const tips = textOf(params.tips, 'tips', EVAL_ANNEX_LIMITS.tips) ?? null;
    const form = await db.transaction(async (tx) => {
      const row = await visibleEval(tx, p, evalId, true);
      if (!isAnnexAssigned(actorOf(p), row)) throw forbidden(EVAL_ANNEX_MSG.notAssigned);
      if (!EVAL_ANNEX_MARKING_STATUSES.includes(row.status)) throw badRequest(EVAL_ANNEX_MSG.markingClosed(statusText(row.status)));
      const now = new Date();
      await tx
        .insert(zpEvalAnnex)
        .values({ evalId, groupKey, tips, updateTime: now })
        .onConflictDoUpdate({ target: [zpEvalAnnex.evalId, zpEvalAnnex.groupKey], set: { tips, updateTime: now } });
      await writeOpLog(tx, p, 'UPDATE', 'evalAnnex', evalId, { groupKey, tips }, req.ip);
      return presentForm(tx, row);
    });
    return ok(form, '操作成功!');
  });

  /** The application the caller may pack: the assigned institution or management. */
  async function packable(req: FastifyRequest, evalId: number): Promise<EvalRow> {
    const p = principal(req);
    const row = await visibleEval(db, p, evalId);
    if (!isAnnexAssigned(actorOf(p), row) && !isAnnexManagement(actorOf(p))) throw forbidden(EVAL_ANNEX_MSG.notPacker);
    return row;
  }

  route(app, evalAnnexCalls.packList, routeConfig, async ({ body }, req) => {
    const row = await packable(req, body.evalId);
    const entries = await packOf(db, row);
    return ok(entries.map(({ storagePath: _s, ext: _e, ...entry }): EvalAnnexPackEntry => entry));
  });

  route(app, evalAnnexCalls.pack, routeConfig, async ({ set }, req, reply) => {
    const row = await packable(req, set.evalId);
    const entries = await packOf(db, row);
    // Every file is looked at before the first byte goes out: a missing one is named in the
    // catalogue rather than breaking the download half-way.
    const found = await Promise.all(
      entries.map(async (e) => {
        const abs = resolveStored(config.filesDir, e.storagePath);
        const stats = abs ? await fs.promises.stat(abs).catch(() => null) : null;
        return abs && stats?.isFile() ? { entry: e, abs, stats } : null;
      }),
    );
    const missing = new Set(entries.filter((_e, i) => !found[i]).map((e) => e.fileId));
    if (missing.size) req.log.error({ evalId: row.id, fileIds: [...missing] }, 'stored files missing from a materials package');

    const archive = new ZipArchive({ zlib: { level: 6 } });
    archive.on('warning', (e) => req.log.warn({ err: e }, 'materials package warning'));
    archive.on('error', (e) => {
      req.log.error({ err: e, evalId: row.id }, 'materials package failed');
      archive.destroy(e);
    });
    for (const g of EVAL_ANNEX_GROUPS) archive.append(Buffer.alloc(0), { name: `${g.label}/` });
    for (const f of found) {
      if (!f) continue;
      // file() opens each file only when its turn comes (a package may hold hundreds); the zip plugin reads `store`.
      const data: ZipEntryData = { name: f.entry.path, stats: f.stats, store: STORED_EXTS.has(f.entry.ext) };
      archive.file(f.abs, data);
    }
    archive.append(catalogueText(row, entries, missing), { name: CATALOGUE_NAME });
    void archive.finalize().catch(() => undefined);
    reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', contentDisposition(`${row.code}_评价材料.zip`, 'attachment'))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-cache');
    return reply.send(archive);
  });
};
export default plugin;
