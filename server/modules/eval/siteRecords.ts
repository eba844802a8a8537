/**
 * What the on-site evaluation records (WORKFLOWS.md §2 steps 14–15 and 18; rules and texts in
 * src/domain/resources/evalSite.ts). Every call sees the application through its scope (evalScope:
 * the enterprise its own, the institution and the testing unit what is assigned to them, management
 * all): an application outside it is a 404, like a missing one.
 *
 * 现场记录 (the spec's zpevalgcannex calls):
 *   PUT    /api/zpevalgcannex {evalId, sitePlanId?, pictureType, annexIds, description?, takenTime?}   a record
 *   PUT    /api/zpevalgcannex/{id} {sitePlanId?, pictureType?, annexIds?, description?, takenTime?}   changed
 *   DELETE /api/zpevalgcannex?ids=                                      removed
 *   POST   /api/zpevalgcannex/lst {evalId, sitePlanId?, pictureType?}   the records with their files
 *   POST   /api/zpevalgcannex/getGcAnnex {evalId}                      every picture type in order with its files
 *          (each with its record's id, description, time taken and organisation)
 *   POST   /api/zpevalgcannex/upAnnexId {id, annexIds}                 a record's files replaced
 *   GET    /api/zpevalgcannex/download?evalId=&id=                     one file of the application's records,
 *          samples or sampling report (the general download serves only the caller's organisation's files)
 *   Written by the institution assigned to the application (unit_id: every picture type) and by its
 *   testing unit (test_unit_id: product pictures), R_UNIT_ADMIN or R_UNIT_USER, while the application is
 *   on site (现场评价, 评价确认); a record is changed or removed by its own organisation only. Its files
 *   are the writer's organisation's own uploads: pictures (jpg, jpeg, png) or, for 视频, mp4.
 *
 * Per-product results:
 *   POST /api/eval/product/sample {evalId, items: [{productId, sampleNo, sampleDate, testOpinion, reportAnnexId?}]}
 *        the testing unit, on site (现场评价, 评价确认): one sample per product (sent again: replaced),
 *        test opinion 1 合格 or 2 不合格, also written onto zp_eval_product
 *   POST /api/eval/product/recommend {evalId, items: [{productId, recommend, remark?}]}
 *        the institution, at 评价确认 and 核查清单: 0 不推荐 (with a reason), 1 推荐, 2 待核实, also onto zp_eval_product
 *   GET  /api/eval/product/samples?evalId=   one row per product applied for: its sample and recommendation
 *   GET  /api/eval/product/samplingReport?evalId=   the report generated, or null (never generates)
 *   POST /api/eval/product/samplingReport {evalId}
 *        the testing unit or the institution generates the 抽样报告 (a Word file) once every product has a
 *        test opinion, from the site visit until the evaluation report is pushed; everyone else (and they,
 *        outside that window) reads the one generated
 *
 * Writes lock the application row (SELECT … FOR UPDATE) before judging its status, so a write and a
 * move of the flow are judged one after the other, and write the operation log in the same transaction.
 */
import { AlignmentType, Document, Packer, Paragraph, Table, TableRow, WidthType } from 'docx';
import { cell, line, para, text } from './documents';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { documentDate } from '../../../src/domain/beijingTime';
import { codeLabel, TEST_OPINION } from '../../../src/domain/codes';
import { PERMS } from '../../../src/domain/permissions';
import { type FieldError, fieldErrorText, refTokens, validateRecord } from '../../../src/domain/resource';
import {
  EVAL_RECOMMEND_STATUSES,
  EVAL_SAMPLE_STATUSES,
  EVAL_SAMPLING_REPORT_STATUSES,
  EVAL_SITE_MSG,
  EVAL_SITE_PATHS,
  EVAL_SITE_RECORD_STATUSES,
  PICTURE_TYPE,
  PICTURE_TYPES,
  SAMPLE_REPORT_EXTS,
  evalRecommendResource,
  evalSampleResource,
  evalSiteRecordResource,
  isPictureType,
  isSiteInstitution,
  isSiteTestingUnit,
  pictureFileExts,
  pictureTypeKey,
  pictureTypeLabel,
  recordablePictureTypes,
  type EvalSampleRow,
  type EvalSamplingReport,
  type EvalSiteFile,
  type EvalSiteGroup,
  type EvalSiteRecord,
  type PictureType,
} from '../../../src/domain/resources/evalSite';
import { evaluationResource } from '../../../src/domain/resources/evaluation';
import { evalSiteCalls } from '../../../src/domain/calls/evalSite';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { fileBaseInfo, sysOrg, sysUser, zpEval, zpEvalGcAnnex, zpEvalProduct, zpEvalRecommend, zpEvalSample, zpEvalSamplingReport, zpEvalSitePlan, zpPlace, zpProduct } from '../../db/schema';
import { principal, type Principal } from '../../http/auth';
import { badRequest, forbidden, notFound, ok } from '../../http/envelope';
import { writeOpLog } from '../../http/oplog';
import { route } from '../../http/contract';
import { saveGeneratedFile } from '../file/generated';
import { evalScope } from './scope';
import { sendStoredFile } from '../file/download';
import { SPEC_LABEL } from '../../../src/domain/resources/product';

type Row = Record<string, unknown>;
type EvalRow = typeof zpEval.$inferSelect;
type RecordRow = typeof zpEvalGcAnnex.$inferSelect;

/** The largest id a serial column holds: a bigger one names nothing. */
const MAX_ID = 2_147_483_647;

const fieldError = (e: FieldError) => badRequest(fieldErrorText(e));

/** An id a row can have (a bigger one, which the id rule lets through, names nothing: a 404, never a query). */
const inRange = (n: number) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID;

const downloadUrl = (evalId: number, fileId: number) => `${EVAL_SITE_PATHS.download}?evalId=${evalId}&id=${fileId}`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The application if the caller may see it (404 otherwise); locked for the rest of the transaction when `lock`. */
async function visibleEval(h: DbOrTx, p: Principal, id: number, lock = false): Promise<EvalRow> {
  if (!inRange(id)) throw notFound(evaluationResource.title);
  const q = h.select().from(zpEval).where(and(evalScope(p), eq(zpEval.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(evaluationResource.title);
  return row;
}

/** A record whose application the caller may see (404 otherwise), with that application (locked when `lock`). */
async function visibleRecord(h: DbOrTx, p: Principal, id: number, lock = false): Promise<{ record: RecordRow; app: EvalRow }> {
  const [record] = !inRange(id) ? [] : await h.select().from(zpEvalGcAnnex).where(eq(zpEvalGcAnnex.id, id));
  if (!record) throw notFound(EVAL_SITE_MSG.recordMissing);
  const [app] = await (lock
    ? h.select().from(zpEval).where(and(evalScope(p), eq(zpEval.id, record.evalId))).for('update')
    : h.select().from(zpEval).where(and(evalScope(p), eq(zpEval.id, record.evalId))));
  if (!app) throw notFound(EVAL_SITE_MSG.recordMissing);
  return { record, app };
}

/** The writer of records on this application now: a 403 for anyone else, a 400 naming the status outside the window. */
function assertRecordWriter(p: Principal, app: EvalRow): void {
  if (!recordablePictureTypes(p, app).length) throw forbidden(EVAL_SITE_MSG.notWriter);
  if (!EVAL_SITE_RECORD_STATUSES.includes(app.status)) throw badRequest(EVAL_SITE_MSG.recordClosed(codeLabel('evalStatus', app.status)));
}

function assertTypeAllowed(p: Principal, app: EvalRow, type: PictureType): void {
  if (!recordablePictureTypes(p, app).includes(type)) throw forbidden(EVAL_SITE_MSG.typeNotAllowed(pictureTypeLabel(type)));
}

/** The files of a record: the caller's organisation's own uploads of the picture type's kind; answered as stored (unique, in order). */
async function checkFiles(h: DbOrTx, p: Principal, type: PictureType, annexIds: unknown): Promise<string> {
  const ids = [...new Set(refTokens(annexIds).map(Number))];
  if (!ids.length) throw badRequest(fieldErrorText('附件', '请上传文件'));
  if (ids.some((id) => !inRange(id))) throw badRequest(EVAL_SITE_MSG.fileNotOwn);
  const files = await h.select({ id: fileBaseInfo.id, orgId: fileBaseInfo.orgId, ext: fileBaseInfo.ext }).from(fileBaseInfo).where(inArray(fileBaseInfo.id, ids));
  if (files.length !== ids.length || files.some((f) => p.orgId === null || f.orgId !== p.orgId)) throw badRequest(EVAL_SITE_MSG.fileNotOwn);
  const exts = pictureFileExts(type);
  if (files.some((f) => !exts.includes(f.ext.toLowerCase()))) throw badRequest(type === PICTURE_TYPE.VIDEO ? EVAL_SITE_MSG.videoOnly : EVAL_SITE_MSG.imagesOnly);
  return ids.join(',');
}

async function checkSitePlan(h: DbOrTx, evalId: number, sitePlanId: unknown): Promise<number | null> {
  if (sitePlanId === null || sitePlanId === undefined) return null;
  const id = Number(sitePlanId);
  const [plan] = inRange(id) ? await h.select({ id: zpEvalSitePlan.id }).from(zpEvalSitePlan).where(and(eq(zpEvalSitePlan.id, id), eq(zpEvalSitePlan.evalId, evalId))) : [];
  if (!plan) throw badRequest(EVAL_SITE_MSG.sitePlanNotOfEval);
  return id;
}

/** Records as the calls answer them: their files (those that exist, in order) with download addresses, the place, the writer. */
async function presentRecords(h: DbOrTx, evalId: number, rows: RecordRow[]): Promise<EvalSiteRecord[]> {
  const fileIds = [...new Set(rows.flatMap((r) => refTokens(r.annexIds).map(Number)).filter(inRange))];
  const orgIds = [...new Set(rows.map((r) => r.orgId))];
  const userIds = [...new Set(rows.map((r) => r.createBy).filter((id): id is number => id !== null))];
  const planIds = [...new Set(rows.map((r) => r.sitePlanId).filter((id): id is number => id !== null))];
  const [files, orgs, users, plans] = await Promise.all([
    fileIds.length ? h.select({ id: fileBaseInfo.id, name: fileBaseInfo.name, ext: fileBaseInfo.ext, size: fileBaseInfo.size }).from(fileBaseInfo).where(inArray(fileBaseInfo.id, fileIds)) : [],
    orgIds.length ? h.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, orgIds)) : [],
    userIds.length ? h.select({ id: sysUser.id, name: sysUser.name }).from(sysUser).where(inArray(sysUser.id, userIds)) : [],
    planIds.length ? h.select({ id: zpEvalSitePlan.id, name: zpPlace.name }).from(zpEvalSitePlan).innerJoin(zpPlace, eq(zpPlace.id, zpEvalSitePlan.placeId)).where(inArray(zpEvalSitePlan.id, planIds)) : [],
  ]);
  const file = new Map(files.map((f) => [f.id, f]));
  const org = new Map(orgs.map((o) => [o.id, o.name]));
  const user = new Map(users.map((u) => [u.id, u.name]));
  const plan = new Map(plans.map((pl) => [pl.id, pl.name]));
  return rows.map((r) => {
    const own: EvalSiteFile[] = refTokens(r.annexIds)
      .map((t) => file.get(Number(t)))
      .filter((f): f is NonNullable<typeof f> => !!f)
      .map((f) => ({ id: f.id, name: f.name, ext: f.ext, size: f.size, url: downloadUrl(evalId, f.id) }));
    const type = r.pictureType as PictureType;
    return {
      id: r.id,
      evalId: r.evalId,
      sitePlanId: r.sitePlanId,
      sitePlanName: r.sitePlanId !== null ? (plan.get(r.sitePlanId) ?? null) : null,
      pictureType: type,
      pictureTypeLabel: pictureTypeLabel(type),
      annexIds: own.map((f) => f.id).join(','),
      files: own,
      description: r.description,
      takenTime: iso(r.takenTime),
      orgId: r.orgId,
      orgName: org.get(r.orgId) ?? null,
      createBy: r.createBy,
      createByName: r.createBy !== null ? (user.get(r.createBy) ?? null) : null,
      createTime: r.createTime.toISOString(),
      updateTime: r.updateTime.toISOString(),
    };
  });
}

/** One row per product applied for, with its sample and the institution's recommendation. */
async function sampleRows(h: DbOrTx, app: EvalRow): Promise<EvalSampleRow[]> {
  const products = await h
    .select({ productId: zpEvalProduct.productId, productName: zpProduct.name, recommend: zpEvalProduct.recommend, testOpinion: zpEvalProduct.testOpinion })
    .from(zpEvalProduct)
    .innerJoin(zpProduct, eq(zpProduct.id, zpEvalProduct.productId))
    .where(eq(zpEvalProduct.evalId, app.id))
    .orderBy(zpEvalProduct.id);
  const [samples, remarks] = await Promise.all([
    h.select().from(zpEvalSample).where(eq(zpEvalSample.evalId, app.id)),
    h.select({ productId: zpEvalRecommend.productId, remark: zpEvalRecommend.remark }).from(zpEvalRecommend).where(eq(zpEvalRecommend.evalId, app.id)),
  ]);
  const reportIds = samples.map((s) => s.reportAnnexId).filter((id): id is number => id !== null);
  const userIds = [...new Set(samples.map((s) => s.createBy).filter((id): id is number => id !== null))];
  const [reports, users] = await Promise.all([
    reportIds.length ? h.select({ id: fileBaseInfo.id, name: fileBaseInfo.name }).from(fileBaseInfo).where(inArray(fileBaseInfo.id, reportIds)) : [],
    userIds.length ? h.select({ id: sysUser.id, name: sysUser.name }).from(sysUser).where(inArray(sysUser.id, userIds)) : [],
  ]);
  const sample = new Map(samples.map((s) => [s.productId, s]));
  const remark = new Map(remarks.map((r) => [r.productId, r.remark]));
  const report = new Map(reports.map((f) => [f.id, f.name]));
  const user = new Map(users.map((u) => [u.id, u.name]));
  return products.map((pr) => {
    const s = sample.get(pr.productId);
    const testOpinion = s?.testOpinion ?? pr.testOpinion;
    const reportName = s?.reportAnnexId ? (report.get(s.reportAnnexId) ?? null) : null;
    return {
      productId: pr.productId,
      productName: pr.productName,
      sampleId: s?.id ?? null,
      sampleNo: s?.sampleNo ?? null,
      sampleDate: s?.sampleDate ?? null,
      testOpinion,
      testOpinionLabel: testOpinion === null ? null : codeLabel('testOpinion', testOpinion),
      reportAnnexId: s?.reportAnnexId ?? null,
      reportName,
      reportUrl: s?.reportAnnexId && reportName ? downloadUrl(app.id, s.reportAnnexId) : null,
      recommend: pr.recommend,
      recommendRemark: remark.get(pr.productId) ?? null,
      sampledByName: s?.createBy ? (user.get(s.createBy) ?? null) : null,
      updateTime: iso(s?.updateTime ?? null),
    };
  });
}

// --- the sampling report (抽样报告) as a Word file -----------------------------------------------

interface SamplingFacts {
  readonly code: string;
  readonly orgName: string;
  readonly unitName: string;
  readonly testUnitName: string;
  readonly evalType: string;
  readonly evalField: string;
  readonly rows: readonly { productName: string; spec: string; sampleNo: string; sampleDate: string; opinion: string }[];
  readonly qualified: number;
  readonly unqualified: number;
  readonly date: string;
}

export async function samplingReportDocx(f: SamplingFacts): Promise<Buffer> {
  const header = ['序号', '产品名称', SPEC_LABEL, '样品编号', '抽样日期', '检测意见'];
  const doc = new Document({
    creator: f.testUnitName || f.unitName,
    title: `抽样报告（${f.code}）`,
    sections: [
      {
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [text('“圳品”评价产品抽样报告', { bold: true, size: 36, font: '黑体' })] }),
          para(`申请编号：${f.code}`, { right: true, size: 21 }),
          para(`受检企业：${f.orgName}`),
          para(`评价类型：${f.evalType}        评价领域：${f.evalField}`),
          para(`评价机构：${f.unitName || '—'}`),
          para(`检测机构：${f.testUnitName || '—'}`),
          para(`按《“圳品”评价规则》，对该企业申报的产品现场抽样并检测，结果如下：`, { indent: true }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            borders: { top: line, bottom: line, left: line, right: line, insideHorizontal: line, insideVertical: line },
            rows: [
              new TableRow({ tableHeader: true, children: header.map((h) => cell(h, true)) }),
              ...f.rows.map((r, i) => new TableRow({ children: [cell(String(i + 1)), cell(r.productName), cell(r.spec || '—'), cell(r.sampleNo), cell(r.sampleDate), cell(r.opinion)] })),
            ],
          }),
          para(''),
          para(`共抽样${f.rows.length}个产品：合格${f.qualified}个，不合格${f.unqualified}个。`, { indent: true }),
          para(''),
          para(`${f.testUnitName || f.unitName}（盖章）`, { right: true }),
          para(f.date, { right: true }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

// --- routes ------------------------------------------------------------------------------------

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db, config }) => {
  const perm = { access: 'perm', perm: PERMS.evalApply.list } as const;

  const listOf = async (h: DbOrTx, evalId: number, where?: ReturnType<typeof and>) =>
    presentRecords(h, evalId, await h.select().from(zpEvalGcAnnex).where(and(eq(zpEvalGcAnnex.evalId, evalId), where)).orderBy(zpEvalGcAnnex.id));

  route(app, evalSiteCalls.create, perm, async ({ body }, req) => {
    const p = principal(req);
    const saved = await db.transaction(async (tx) => {
      const row = await visibleEval(tx, p, body.evalId, true);
      assertRecordWriter(p, row);
      const checked = validateRecord(evalSiteRecordResource, body, 'create');
      if (!checked.ok) throw fieldError(checked.error);
      const v = checked.value as { sitePlanId?: number | null; pictureType: PictureType; annexIds: string; description?: string | null; takenTime?: Date | null };
      assertTypeAllowed(p, row, v.pictureType);
      const annexIds = await checkFiles(tx, p, v.pictureType, v.annexIds);
      const sitePlanId = await checkSitePlan(tx, row.id, v.sitePlanId);
      const [record] = await tx
        .insert(zpEvalGcAnnex)
        .values({ evalId: row.id, sitePlanId, pictureType: v.pictureType, annexIds, description: v.description ?? null, takenTime: v.takenTime ?? null, orgId: p.orgId as number, createBy: p.id })
        .returning();
      await writeOpLog(tx, p, 'INSERT', 'evalSiteRecord', record.id, { evalId: row.id, pictureType: v.pictureType, annexIds }, req.ip);
      return (await presentRecords(tx, row.id, [record]))[0];
    });
    return ok(saved, '操作成功!');
  });

  /** An update of a record by its own organisation (the whole change judged on the record as it would be). */
  async function updateRecord(req: FastifyRequest, id: number, body: Row, only?: 'annexIds') {
    const p = principal(req);
    return db.transaction(async (tx) => {
      const { record, app: row } = await visibleRecord(tx, p, id, true);
      assertRecordWriter(p, row);
      if (record.orgId !== p.orgId) throw forbidden(EVAL_SITE_MSG.notRecordOrg);
      const src = only ? { annexIds: body.annexIds ?? null } : body;
      const checked = validateRecord(evalSiteRecordResource, src, 'update');
      if (!checked.ok) throw fieldError(checked.error);
      const v = checked.value as { sitePlanId?: number | null; pictureType?: PictureType; annexIds?: string | null; description?: string | null; takenTime?: Date | null };
      const type = v.pictureType ?? (record.pictureType as PictureType);
      assertTypeAllowed(p, row, type);
      const change: Partial<typeof zpEvalGcAnnex.$inferInsert> = { updateTime: new Date() };
      // The files are judged again when the type changes: a video record's mp4 is no picture.
      if ('annexIds' in v || v.pictureType !== undefined) change.annexIds = await checkFiles(tx, p, type, 'annexIds' in v ? v.annexIds : record.annexIds);
      if (v.pictureType !== undefined) change.pictureType = v.pictureType;
      if ('sitePlanId' in v) change.sitePlanId = await checkSitePlan(tx, row.id, v.sitePlanId);
      if ('description' in v) change.description = v.description ?? null;
      if ('takenTime' in v) change.takenTime = v.takenTime ?? null;
      const [updated] = await tx.update(zpEvalGcAnnex).set(change).where(eq(zpEvalGcAnnex.id, record.id)).returning();
      await writeOpLog(tx, p, 'UPDATE', 'evalSiteRecord', record.id, { ...change, updateTime: undefined }, req.ip);
      return (await presentRecords(tx, row.id, [updated]))[0];
    });
  }

  route(app, evalSiteCalls.update, perm, async ({ path, body }, req) => ok(await updateRecord(req, path.id, body), '操作成功!'));

  route(app, evalSiteCalls.files, perm, async ({ set }, req) => ok(await updateRecord(req, set.id, set, 'annexIds'), '操作成功!'));

  route(app, evalSiteCalls.remove, perm, async ({ set: { ids } }, req) => {
    const p = principal(req);
    await db.transaction(async (tx) => {
      for (const id of ids) {
        const { record, app: row } = await visibleRecord(tx, p, id, true);
        assertRecordWriter(p, row);
        if (record.orgId !== p.orgId) throw forbidden(EVAL_SITE_MSG.notRecordOrg);
      }
      await tx.delete(zpEvalGcAnnex).where(inArray(zpEvalGcAnnex.id, ids));
      await writeOpLog(tx, p, 'DELETE', 'evalSiteRecord', ids, undefined, req.ip);
    });
    return ok(null, '已删除');
  });

  route(app, evalSiteCalls.list, perm, async ({ set: params }, req) => {
    const row = await visibleEval(db, principal(req), params.evalId);
    const empty = (v: unknown) => v === undefined || v === null || v === '';
    const planId = params.sitePlanId;
    if (!empty(params.pictureType) && !isPictureType(params.pictureType)) throw badRequest(EVAL_SITE_MSG.badPictureType);
    // An id no row can have names no plan: nothing recorded for it.
    if (planId !== undefined && !inRange(planId)) return ok([]);
    const where = and(
      planId !== undefined ? eq(zpEvalGcAnnex.sitePlanId, planId) : undefined,
      empty(params.pictureType) ? undefined : eq(zpEvalGcAnnex.pictureType, String(params.pictureType)),
    );
    return ok(await listOf(db, row.id, where));
  });

  route(app, evalSiteCalls.grouped, perm, async ({ set }, req) => {
    const row = await visibleEval(db, principal(req), set.evalId);
    const records = await listOf(db, row.id);
    const groups = PICTURE_TYPES.map((type): EvalSiteGroup => {
      const of = records.filter((r) => r.pictureType === type);
      return {
        pictureType: type,
        code: pictureTypeKey(type),
        label: pictureTypeLabel(type),
        records: of.length,
        files: of.flatMap((r) => r.files.map((f) => ({ ...f, recordId: r.id, description: r.description, takenTime: r.takenTime, orgId: r.orgId }))),
      };
    });
    return ok(groups);
  });

  route(app, evalSiteCalls.download, perm, async ({ set: params }, req, reply) => {
    const row = await visibleEval(db, principal(req), params.evalId);
    const fileId = params.id;
    const [records, samples, [report]] = await Promise.all([
      db.select({ annexIds: zpEvalGcAnnex.annexIds }).from(zpEvalGcAnnex).where(eq(zpEvalGcAnnex.evalId, row.id)),
      db.select({ id: zpEvalSample.reportAnnexId }).from(zpEvalSample).where(eq(zpEvalSample.evalId, row.id)),
      db.select({ id: zpEvalSamplingReport.fileId }).from(zpEvalSamplingReport).where(eq(zpEvalSamplingReport.evalId, row.id)),
    ]);
    const held = new Set([...records.flatMap((r) => refTokens(r.annexIds).map(Number)), ...samples.map((s) => s.id), report?.id]);
    const [file] = inRange(fileId) && held.has(fileId) ? await db.select().from(fileBaseInfo).where(eq(fileBaseInfo.id, fileId)) : [];
    if (!file) throw notFound('文件');
    return sendStoredFile(req, reply, file, config.filesDir, params.disposition);
  });

  /** The application's products (their ids), for items naming them. */
  const productIdsOf = async (h: DbOrTx, evalId: number) => new Set((await h.select({ id: zpEvalProduct.productId }).from(zpEvalProduct).where(eq(zpEvalProduct.evalId, evalId))).map((r) => r.id));

  route(app, evalSiteCalls.sample, perm, async ({ body }, req) => {
    const p = principal(req);
    const rows = await db.transaction(async (tx) => {
      const row = await visibleEval(tx, p, body.evalId, true);
      if (!isSiteTestingUnit(p, row)) throw forbidden(EVAL_SITE_MSG.notTestingUnit);
      if (!EVAL_SAMPLE_STATUSES.includes(row.status)) throw badRequest(EVAL_SITE_MSG.sampleClosed(codeLabel('evalStatus', row.status)));
      const checked = validateRecord(evalSampleResource, { ...body, evalId: row.id }, 'create');
      if (!checked.ok) throw fieldError(checked.error);
      const items = checked.value.items as { productId: number; sampleNo: string; sampleDate: string; testOpinion: number; reportAnnexId?: string | null }[];
      const applied = await productIdsOf(tx, row.id);
      const seen = new Set<number>();
      const numbers = new Map<string, number>();
      for (const [i, it] of items.entries()) {
        if (!applied.has(it.productId)) throw badRequest(EVAL_SITE_MSG.productNotApplied(i + 1));
        if (seen.has(it.productId)) throw badRequest(fieldErrorText('抽样结果', EVAL_SITE_MSG.productTwice(i + 1)));
        seen.add(it.productId);
        if (numbers.has(it.sampleNo)) throw badRequest(EVAL_SITE_MSG.sampleNoTaken(i + 1, it.sampleNo));
        numbers.set(it.sampleNo, it.productId);
      }
      // A sample number names one product's sample within the application.
      const taken = await tx
        .select({ sampleNo: zpEvalSample.sampleNo })
        .from(zpEvalSample)
        .where(and(eq(zpEvalSample.evalId, row.id), inArray(zpEvalSample.sampleNo, [...numbers.keys()]), notInArray(zpEvalSample.productId, [...seen])));
      if (taken.length) {
        const i = items.findIndex((it) => it.sampleNo === taken[0].sampleNo);
        throw badRequest(EVAL_SITE_MSG.sampleNoTaken(i + 1, taken[0].sampleNo));
      }
      // A test report is the testing unit's own upload: a PDF or a picture of it.
      const reportIds = items.map((it) => (it.reportAnnexId ? Number(it.reportAnnexId) : null));
      const wanted = [...new Set(reportIds.filter((id): id is number => id !== null && inRange(id)))];
      const files = wanted.length ? await tx.select({ id: fileBaseInfo.id, orgId: fileBaseInfo.orgId, ext: fileBaseInfo.ext }).from(fileBaseInfo).where(inArray(fileBaseInfo.id, wanted)) : [];
      const usable = new Set(files.filter((f) => p.orgId !== null && f.orgId === p.orgId && SAMPLE_REPORT_EXTS.includes(f.ext.toLowerCase())).map((f) => f.id));
      const bad = reportIds.findIndex((id) => id !== null && !usable.has(id));
      if (bad >= 0) throw badRequest(EVAL_SITE_MSG.reportNotOwn(bad + 1));
      const now = new Date();
      for (const [i, it] of items.entries()) {
        const values = { sampleNo: it.sampleNo, sampleDate: it.sampleDate, testOpinion: it.testOpinion, reportAnnexId: reportIds[i], createBy: p.id, updateTime: now };
        await tx
          .insert(zpEvalSample)
          .values({ evalId: row.id, productId: it.productId, ...values })
          .onConflictDoUpdate({ target: [zpEvalSample.evalId, zpEvalSample.productId], set: values });
        await tx.update(zpEvalProduct).set({ testOpinion: it.testOpinion }).where(and(eq(zpEvalProduct.evalId, row.id), eq(zpEvalProduct.productId, it.productId)));
      }
      await writeOpLog(tx, p, 'UPDATE', 'evalSample', row.id, { items }, req.ip);
      return sampleRows(tx, row);
    });
    return ok(rows, '操作成功!');
  });

  route(app, evalSiteCalls.samples, perm, async ({ set }, req) => {
    const row = await visibleEval(db, principal(req), set.evalId);
    return ok(await sampleRows(db, row));
  });

  route(app, evalSiteCalls.recommend, perm, async ({ body }, req) => {
    const p = principal(req);
    const rows = await db.transaction(async (tx) => {
      const row = await visibleEval(tx, p, body.evalId, true);
      if (!isSiteInstitution(p, row)) throw forbidden(EVAL_SITE_MSG.notInstitution);
      if (!EVAL_RECOMMEND_STATUSES.includes(row.status)) throw badRequest(EVAL_SITE_MSG.recommendClosed(codeLabel('evalStatus', row.status)));
      const checked = validateRecord(evalRecommendResource, { ...body, evalId: row.id }, 'create');
      if (!checked.ok) throw fieldError(checked.error);
      const items = checked.value.items as { productId: number; recommend: number; remark?: string | null }[];
      const applied = await productIdsOf(tx, row.id);
      const seen = new Set<number>();
      for (const [i, it] of items.entries()) {
        if (!applied.has(it.productId)) throw badRequest(EVAL_SITE_MSG.recommendProductNotApplied(i + 1));
        if (seen.has(it.productId)) throw badRequest(fieldErrorText('推荐意见', EVAL_SITE_MSG.productTwice(i + 1)));
        seen.add(it.productId);
      }
      const now = new Date();
      for (const it of items) {
        const values = { recommend: it.recommend, remark: it.remark ?? null, createBy: p.id, updateTime: now };
        await tx
          .insert(zpEvalRecommend)
          .values({ evalId: row.id, productId: it.productId, ...values })
          .onConflictDoUpdate({ target: [zpEvalRecommend.evalId, zpEvalRecommend.productId], set: values });
        await tx.update(zpEvalProduct).set({ recommend: it.recommend }).where(and(eq(zpEvalProduct.evalId, row.id), eq(zpEvalProduct.productId, it.productId)));
      }
      await writeOpLog(tx, p, 'UPDATE', 'evalRecommend', row.id, { items }, req.ip);
      return sampleRows(tx, row);
    });
    return ok(rows, '操作成功!');
  });

  /** The report generated for the application, if any. */
  async function storedReport(h: DbOrTx, evalId: number): Promise<EvalSamplingReport | null> {
    const [r] = await h
      .select({ id: fileBaseInfo.id, name: fileBaseInfo.name, createTime: zpEvalSamplingReport.createTime })
      .from(zpEvalSamplingReport)
      .innerJoin(fileBaseInfo, eq(fileBaseInfo.id, zpEvalSamplingReport.fileId))
      .where(eq(zpEvalSamplingReport.evalId, evalId));
    return r ? { id: r.id, name: r.name, url: downloadUrl(evalId, r.id), createTime: r.createTime.toISOString() } : null;
  }

  // Reading never generates: the report generated (or null), for whoever sees the application, its writers too.
  route(app, evalSiteCalls.samplingReport, perm, async ({ set }, req) => {
    const row = await visibleEval(db, principal(req), set.evalId);
    return ok(await storedReport(db, row.id));
  });

  route(app, evalSiteCalls.generateSamplingReport, perm, async ({ set: { evalId } }, req) => {
    const p = principal(req);
    const seen = await visibleEval(db, p, evalId);
    const writer = isSiteInstitution(p, seen) || isSiteTestingUnit(p, seen);
    if (!writer || !EVAL_SAMPLING_REPORT_STATUSES.includes(seen.status)) {
      // Everyone else reads the report generated; its writers too once the window has closed.
      const stored = await storedReport(db, seen.id);
      if (stored) return ok(stored);
      throw badRequest(writer ? EVAL_SITE_MSG.reportClosed(codeLabel('evalStatus', seen.status)) : EVAL_SITE_MSG.reportNone);
    }
    const report = await db.transaction(async (tx) => {
      const row = await visibleEval(tx, p, evalId, true);
      if (!EVAL_SAMPLING_REPORT_STATUSES.includes(row.status)) throw badRequest(EVAL_SITE_MSG.reportClosed(codeLabel('evalStatus', row.status)));
      const products = await tx
        .select({ productId: zpEvalProduct.productId, name: zpProduct.name, spec: zpProduct.spec })
        .from(zpEvalProduct)
        .innerJoin(zpProduct, eq(zpProduct.id, zpEvalProduct.productId))
        .where(eq(zpEvalProduct.evalId, row.id))
        .orderBy(zpEvalProduct.id);
      const samples = new Map((await tx.select().from(zpEvalSample).where(eq(zpEvalSample.evalId, row.id))).map((s) => [s.productId, s]));
      const opinionOf = (productId: number) => samples.get(productId)?.testOpinion;
      const missing = products.filter((pr) => opinionOf(pr.productId) !== TEST_OPINION.qualified && opinionOf(pr.productId) !== TEST_OPINION.unqualified);
      if (missing.length || !products.length) throw badRequest(EVAL_SITE_MSG.opinionsMissing(missing.map((pr) => pr.name).join('、')));
      const orgIds = [row.orgId, row.unitId, row.testUnitId].filter((id): id is number => id !== null);
      const orgs = new Map((await tx.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, orgIds))).map((o) => [o.id, o.name]));
      const nameOf = (id: number | null) => (id !== null ? (orgs.get(id) ?? '') : '');
      const bytes = await samplingReportDocx({
        code: row.code,
        orgName: nameOf(row.orgId),
        unitName: nameOf(row.unitId),
        testUnitName: nameOf(row.testUnitId),
        evalType: codeLabel('evalType', row.evalType),
        evalField: codeLabel('evalField', row.evalField),
        rows: products.map((pr) => {
          const s = samples.get(pr.productId) as typeof zpEvalSample.$inferSelect;
          return { productName: pr.name, spec: pr.spec ?? '', sampleNo: s.sampleNo, sampleDate: s.sampleDate, opinion: codeLabel('testOpinion', s.testOpinion) };
        }),
        qualified: products.filter((pr) => opinionOf(pr.productId) === TEST_OPINION.qualified).length,
        unqualified: products.filter((pr) => opinionOf(pr.productId) === TEST_OPINION.unqualified).length,
        date: documentDate(),
      });
      const file = await saveGeneratedFile(tx, config.filesDir, p, `抽样报告-${row.code}.docx`, bytes);
      const now = new Date();
      await tx
        .insert(zpEvalSamplingReport)
        .values({ evalId: row.id, fileId: file.id, createBy: p.id, createTime: now })
        .onConflictDoUpdate({ target: zpEvalSamplingReport.evalId, set: { fileId: file.id, createBy: p.id, createTime: now } });
      await writeOpLog(tx, p, 'INSERT', 'evalSamplingReport', row.id, { fileId: file.id }, req.ip);
      return { id: file.id, name: file.name, url: downloadUrl(row.id, file.id), createTime: now.toISOString() } satisfies EvalSamplingReport;
    });
    return ok(report, '抽样报告已生成');
  });
};
export default plugin;
