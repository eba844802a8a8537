/**
 * 历史数据 (base-history): historical products and their certificates imported from Excel into
 * zp_his_product (src/domain/historyImport.ts holds the columns and the row rules).
 *   GET  /api/history/template   the .xlsx template (base:history:list)
 *   POST /api/history/preview    multipart `file`: every row with its problems, nothing saved (base:history:import)
 *   POST /api/history/import     the same file: checked again and, only when no row has an error,
 *                                every row saved in one transaction with one IMPORT log entry;
 *                                otherwise body code 400 with the first errors and nothing saved
 *                                (base:history:import)
 * Enterprises and existing certificates are looked up in one query each, rows inserted in batches.
 * Imports are serialised by a transaction-scoped advisory lock, so two imports of the same
 * certificates at once cannot both pass the duplicate check.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beijingDate } from '../../../src/domain/beijingTime';
import { ORG_TYPE, orgTypeValue } from '../../../src/domain/codes';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  checkHistoryRows,
  firstErrors,
  HISTORY_MSG,
  HISTORY_TEMPLATE_FILE,
  normaliseCreditCode,
  problemText,
  summarise,
  toHisProduct,
  type HistoryImportResult,
  type HistoryLookups,
  type HistoryPreview,
  type HistoryProblem,
  type HistoryRefusal,
  type HistoryRow,
} from '../../../src/domain/historyImport';
import { PERMS } from '../../../src/domain/permissions';
import { hisProductResource } from '../../../src/domain/resources/enterpriseRecords';
import { MAX_UPLOAD_BYTES } from '../../../src/domain/upload';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { sysOrg, zpHisProduct } from '../../db/schema';
import { inBatches } from '../../db/batch';
import { route } from '../../http/contract';
import { historyCalls } from '../../../src/domain/calls/stats';
import { principal } from '../../http/auth';
import { ok } from '../../http/envelope';
import { XLSX_TYPE } from '../../http/export';
import { writeOpLog } from '../../http/oplog';
import { contentDisposition } from '../file/name';
import { openWorkbook, readUpload, sheetRows } from './read';
import { historyTemplate } from './template';

/** Organisation type of enterprises (sys_org.type). */
const ENTERPRISE_TYPE = orgTypeValue(ORG_TYPE.enterprise);
/** The advisory lock key every history import takes (a fixed number no other code uses). */
const IMPORT_LOCK = 20_240_708;

const distinct = (xs: string[]) => [...new Set(xs.filter(Boolean))];

/** Enterprises named by the rows' credit codes and the certificates already held, one query each. */
async function lookupsFor(db: DbOrTx, rows: readonly HistoryRow[]): Promise<HistoryLookups> {
  const codes = distinct(rows.map((r) => normaliseCreditCode(r.values.creditCode))).filter((c) => c.length <= 18);
  const certs = distinct(rows.map((r) => r.values.certNo.trim())).filter((c) => [...c].length <= 40);
  const [orgs, held] = await Promise.all([
    codes.length ? db.select({ id: sysOrg.id, name: sysOrg.name, code: sysOrg.code }).from(sysOrg).where(and(inArray(sysOrg.code, codes), eq(sysOrg.type, ENTERPRISE_TYPE))) : [],
    certs.length ? db.select({ certNo: zpHisProduct.certNo, orgId: zpHisProduct.orgId }).from(zpHisProduct).where(inArray(zpHisProduct.certNo, certs)) : [],
  ]);
  const existingCerts = new Map<string, Set<number>>();
  for (const h of held) if (h.certNo) existingCerts.set(h.certNo, (existingCerts.get(h.certNo) ?? new Set<number>()).add(h.orgId));
  return {
    enterprises: new Map(orgs.map((o) => [String(o.code), { id: o.id, name: o.name }])),
    existingCerts,
    today: beijingDate(),
  };
}

/** Rows with errors: nothing was saved. */
class Refused extends Error {
  constructor(readonly refusal: HistoryRefusal) {
    super('history import refused');
  }
}

const refuse = (reply: FastifyReply, { errorRows, errors }: HistoryRefusal) =>
  reply.send({ code: 400, msg: HISTORY_MSG.refused(errorRows, errors.slice(0, 3).map(problemText).join('；')), data: { errorRows, errors } satisfies HistoryRefusal, succeed: false });

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  route(app, historyCalls.template, { access: 'perm', perm: PERMS.history.list }, async (_input, _req, reply) => {
    const file = await historyTemplate();
    return reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', contentDisposition(HISTORY_TEMPLATE_FILE, 'attachment')).send(file);
  });

  route(app, historyCalls.preview, { access: 'perm', perm: PERMS.history.import }, async (_input, req) => {
    const file = await readUpload(req, MAX_UPLOAD_BYTES);
    const rows = sheetRows(await openWorkbook(file.bytes));
    const checked = checkHistoryRows(rows, await lookupsFor(db, rows));
    return ok({ fileName: file.name, ...summarise(checked), rows: checked } satisfies HistoryPreview);
  });

  route(app, historyCalls.import, { access: 'perm', perm: PERMS.history.import }, async (_input, req, reply) => {
    const p = principal(req);
    const file = await readUpload(req, MAX_UPLOAD_BYTES);
    const rows = sheetRows(await openWorkbook(file.bytes));
    const started = Date.now();
    try {
      const count = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
        const checked = checkHistoryRows(rows, await lookupsFor(tx, rows));
        const errors: HistoryProblem[] = firstErrors(checked);
        if (errors.length) throw new Refused({ errorRows: summarise(checked).errorRows, errors });
        const values = checked.map(toHisProduct);
        const ids = await inBatches(values, (b) => tx.insert(zpHisProduct).values(b).returning({ id: zpHisProduct.id }));
        const enterprises = new Set(values.map((v) => v.orgId)).size;
        await writeOpLog(tx, p, 'IMPORT', hisProductResource.name, null, { file: file.name, rows: values.length, enterprises, firstId: ids[0]?.id, lastId: ids.at(-1)?.id }, req.ip);
        return values.length;
      });
      req.log.info({ rows: count, ms: Date.now() - started }, 'history import');
      return ok({ fileName: file.name, count } satisfies HistoryImportResult, HISTORY_MSG.imported(count));
    } catch (e) {
      if (e instanceof Refused) return refuse(reply, e.refusal);
      throw e;
    }
  });
};
export default plugin;
