/**
 * 产品检测报告书 (calls document §7.7 `prod/getProductReportBook` and its `{hash}`): the task's
 * products with their spot items and results, and the testing unit, as a Word file.
 *   POST /api/jd/prod/getProductReportBook {taskId}
 *        the testing unit or the supervision unit of a task that samples generates it while the
 *        items are written (JD_TASK_SAMPLING), once there is an item; it is stored as a generated
 *        file and kept (jd_report_book), and answered as JdReportBook
 *   POST /api/jd/prod/getProductReportBook/{hash}
 *        a generated one by the sha-256 of its bytes (hex), for whoever sees its task; 404 else
 *   GET  /api/jd/prod/reportBook?taskId=
 *        the task's latest stored one as a file to open ({id, name, url}, through mat/download), or
 *        null: for whoever sees the task (the enterprise reads its own task's results on 监督检查)
 */
import fs from 'node:fs';
import { AlignmentType, Document, Packer, Paragraph, Table, TableCell, TableLayoutType, TableRow, WidthType } from 'docx';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documentDate } from '../../../../src/domain/beijingTime';
import { codeLabel, SPOT_ITEM_TYPE, TEST_OPINION, testOpinionLabel, testOpinionTally } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { hasSampling, JD_MSG, JD_PATHS, type JdReportBook, type JdStoredFile } from '../../../../src/domain/resources/jd';
import { JD_TASK_SAMPLING } from '../../../../src/domain/workflows/jdTask';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { fileBaseInfo, jdProd, jdRecord, jdReportBook, jdSpot, jdTask, sysOrg, zpCert, zpProduct } from '../../../db/schema';
import { principal } from '../../../http/auth';
import { badRequest, forbidden, notFound, ok } from '../../../http/envelope';
import { writeOpLog } from '../../../http/oplog';
import { cell, line, para, text } from '../../eval/documents';
import { saveGeneratedFile } from '../../file/generated';
import { contentDisposition } from '../../file/name';
import { resolveStored } from '../../file/store';
import { existingId, jdFileUrl, lockTask } from './matCommon';
import { route } from '../../../http/contract';
import { jdSpotCalls } from '../../../../src/domain/calls/jdTask';
import { assertTaskStatus, isTaskTestUnit, isTaskUnit, jdTaskScope, visibleTask } from '../shared/scope';

export interface ReportBookFacts {
  readonly code: string;
  readonly orgName: string;
  readonly unitName: string;
  readonly testUnitName: string;
  readonly jdType: string;
  readonly year: number;
  readonly products: readonly { name: string; certNo: string; items: number; opinion: string }[];
  readonly items: readonly { type: string; sample: string; sampleNo: string; sampleDate: string; testItems: string; result: string; opinion: string }[];
  readonly qualified: number;
  readonly unqualified: number;
  readonly untested: number;
  readonly date: string;
}

const table = (header: string[], rows: string[][]) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { top: line, bottom: line, left: line, right: line, insideHorizontal: line, insideVertical: line },
    rows: [new TableRow({ tableHeader: true, children: header.map((h) => cell(h, true)) }), ...rows.map((r) => new TableRow({ children: r.map((c) => cell(c)) }))],
  });

/** The text width of an A4 page with Word's default margins, in twentieths of a point (dxa). */
const BODY_WIDTH = 9026;
/**
 * 一、产品检测结论's columns (dxa), fixed: left to Word, the product names squeeze the certificate
 * number, which then breaks at its hyphens (SZP-2024- / 000011). Its column holds the fifteen
 * characters at the table's 10.5 pt with the cell margins to spare.
 */
export const PRODUCT_COLUMNS = { index: 700, name: 3226, certNo: 2100, items: 1300, opinion: 1700 } as const;

/** A table of fixed column widths (dxa), each cell as wide as its column. */
const fixedTable = (widths: readonly number[], header: string[], rows: string[][]) => {
  const sized = (t: string, k: number, bold = false) => new TableCell({ width: { size: widths[k], type: WidthType.DXA }, children: [new Paragraph({ children: [text(t, { bold, size: 21 })] })] });
  return new Table({
    width: { size: BODY_WIDTH, type: WidthType.DXA },
    columnWidths: [...widths],
    layout: TableLayoutType.FIXED,
    borders: { top: line, bottom: line, left: line, right: line, insideHorizontal: line, insideVertical: line },
    rows: [new TableRow({ tableHeader: true, children: header.map((h, k) => sized(h, k, true)) }), ...rows.map((r) => new TableRow({ children: r.map((c, k) => sized(c, k)) }))],
  });
};

export async function reportBookDocx(f: ReportBookFacts): Promise<Buffer> {
  const doc = new Document({
    creator: f.testUnitName || f.unitName,
    title: `产品检测报告书（${f.code}）`,
    sections: [
      {
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [text('“圳品”监督抽检产品检测报告书', { bold: true, size: 36, font: '黑体' })] }),
          para(`任务编号：${f.code}`, { right: true, size: 21 }),
          para(`受检企业：${f.orgName}`),
          para(`监督类型：${f.jdType}        监督年度：${f.year}`),
          para(`监督机构：${f.unitName || '—'}`),
          para(`检测机构：${f.testUnitName || '—'}`),
          para('一、产品检测结论', { bold: true }),
          fixedTable(Object.values(PRODUCT_COLUMNS), ['序号', '产品名称', '证书编号', '抽检项目数', '检测结论'], f.products.map((p, i) => [String(i + 1), p.name, p.certNo, String(p.items), p.opinion])),
          para('二、抽检项目及检测结果', { bold: true }),
          table(['序号', '抽检项目', '样品', '样品编号', '抽样日期', '检测项目', '检测结果', '检测结论'], f.items.map((it, i) => [String(i + 1), it.type, it.sample, it.sampleNo, it.sampleDate, it.testItems || '—', it.result || '—', it.opinion])),
          para('三、结论', { bold: true }),
          para(`本次监督抽检共抽检${f.items.length}项：${testOpinionTally({ qualified: f.qualified, unqualified: f.unqualified, none: f.untested }, '', '项')}。`, { indent: true }),
          para(''),
          para(`${f.testUnitName || f.unitName}（盖章）`, { right: true }),
          para(f.date, { right: true }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

const reportBookUrl = (hash: string) => `${JD_PATHS.prod.reportBook}/${hash}`;

export function registerReportBook(app: FastifyInstance, db: Db, config: Config): void {
  const access = { access: 'perm', perm: PERMS.jdTask.task } as const;

  route(app, jdSpotCalls.reportBook, access, async ({ set }, req) => {
    const p = principal(req);
    // An id no task can have is the 404 of a missing task.
    const taskId = existingId(set.taskId, 'taskId', '监督任务');
    const book = await db.transaction(async (tx) => {
      const seen = await visibleTask(tx, p, taskId);
      const task = await lockTask(tx, seen.id);
      if (!hasSampling(task.methods)) throw badRequest(JD_MSG.notSampling);
      if (!isTaskTestUnit(p, task) && !isTaskUnit(p, task)) throw forbidden(JD_MSG.notBookWriter);
      assertTaskStatus(task, JD_TASK_SAMPLING);
      const spots = await tx.select().from(jdSpot).where(eq(jdSpot.taskId, task.id)).orderBy(jdSpot.itemType, jdSpot.id);
      if (!spots.length) throw badRequest(JD_MSG.noSpots);
      const products = await tx
        .select({ prodId: jdProd.id, name: zpProduct.name, certNo: zpCert.certNo, opinion: jdRecord.testOpinion })
        .from(jdProd)
        .innerJoin(zpProduct, eq(zpProduct.id, jdProd.productId))
        .innerJoin(zpCert, eq(zpCert.id, jdProd.certId))
        .leftJoin(jdRecord, and(eq(jdRecord.taskId, task.id), eq(jdRecord.prodId, jdProd.id)))
        .where(eq(jdProd.taskId, task.id))
        .orderBy(jdProd.id);
      const productName = new Map(products.map((x) => [x.prodId, x.name]));
      const orgIds = [task.orgId, task.unitId, task.testUnitId].filter((id): id is number => id !== null);
      const orgs = new Map((await tx.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, orgIds))).map((o) => [o.id, o.name]));
      const nameOf = (id: number | null) => (id !== null ? (orgs.get(id) ?? '') : '');
      const bytes = await reportBookDocx({
        code: task.code,
        orgName: nameOf(task.orgId),
        unitName: nameOf(task.unitId),
        testUnitName: nameOf(task.testUnitId),
        jdType: codeLabel('jdType', task.jdType),
        year: task.year,
        products: products.map((x) => ({
          name: x.name,
          certNo: x.certNo,
          items: spots.filter((s) => s.prodId === x.prodId && s.itemType === SPOT_ITEM_TYPE.product).length,
          opinion: testOpinionLabel(x.opinion),
        })),
        items: spots.map((s) => ({
          type: codeLabel('spotItemType', s.itemType),
          sample: s.prodId !== null ? `${productName.get(s.prodId) ?? ''}（${s.sampleName}）` : s.sampleName,
          sampleNo: s.sampleNo,
          sampleDate: s.sampleDate,
          testItems: s.testItems ?? '',
          result: s.result ?? '',
          opinion: testOpinionLabel(s.testOpinion),
        })),
        qualified: spots.filter((s) => s.testOpinion === TEST_OPINION.qualified).length,
        unqualified: spots.filter((s) => s.testOpinion === TEST_OPINION.unqualified).length,
        untested: spots.filter((s) => s.testOpinion === TEST_OPINION.none).length,
        date: documentDate(),
      });
      const file = await saveGeneratedFile(tx, config.filesDir, p, `产品检测报告书-${task.code}.docx`, bytes);
      const [{ sha256 }] = await tx.select({ sha256: fileBaseInfo.sha256 }).from(fileBaseInfo).where(eq(fileBaseInfo.id, file.id));
      const [row] = await tx.insert(jdReportBook).values({ taskId: task.id, fileId: file.id, sha256, createBy: p.id }).returning();
      await writeOpLog(tx, p, 'INSERT', 'jdReportBook', row.id, { taskId: task.id, fileId: file.id }, req.ip);
      return { taskId: task.id, fileId: file.id, name: file.name, hash: sha256, url: reportBookUrl(sha256), createTime: row.createTime.toISOString() } satisfies JdReportBook;
    });
    return ok(book, '产品检测报告书已生成');
  });

  route(app, jdSpotCalls.storedReportBook, access, async ({ query }, req) => {
    const task = await visibleTask(db, principal(req), existingId(query.taskId, 'taskId', '监督任务'));
    const [book] = await db
      .select({ id: fileBaseInfo.id, name: fileBaseInfo.name })
      .from(jdReportBook)
      .innerJoin(fileBaseInfo, eq(fileBaseInfo.id, jdReportBook.fileId))
      .where(eq(jdReportBook.taskId, task.id))
      .orderBy(desc(jdReportBook.id))
      .limit(1);
    return ok(book ? ({ id: book.id, name: book.name, url: jdFileUrl(task.id, book.id) } satisfies JdStoredFile) : null);
  });

  route(app, jdSpotCalls.reportBookFile, access, async ({ path }, req, reply) => {
    const raw = path.hash.trim();
    if (!/^[0-9a-fA-F]{64}$/.test(raw)) throw badRequest(JD_MSG.badHash);
    const [book] = await db
      .select({ fileId: jdReportBook.fileId })
      .from(jdReportBook)
      .innerJoin(jdTask, eq(jdTask.id, jdReportBook.taskId))
      .where(and(eq(jdReportBook.sha256, raw.toLowerCase()), jdTaskScope(principal(req))))
      .orderBy(desc(jdReportBook.id))
      .limit(1);
    const [file] = book ? await db.select().from(fileBaseInfo).where(eq(fileBaseInfo.id, book.fileId)) : [];
    if (!file) throw notFound('产品检测报告书');
    const abs = resolveStored(config.filesDir, file.storagePath);
    const stat = abs ? await fs.promises.stat(abs).catch(() => null) : null;
    if (!abs || !stat?.isFile()) {
      req.log.error({ fileId: file.id, storagePath: file.storagePath }, 'stored file missing');
      throw notFound('产品检测报告书');
    }
    reply
      .header('Content-Type', file.mime)
      .header('Content-Disposition', contentDisposition(file.name, 'attachment'))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-cache')
      .header('Content-Length', stat.size);
    return reply.send(fs.createReadStream(abs));
  });
}
