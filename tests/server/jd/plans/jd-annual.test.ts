/**
 * 年度监督任务 keeps what the year supervised: a product that failed and whose certificate was then
 * cancelled still counts in the year's figures (planned, tasked, concluded 不通过), and the year's
 * certificate list still shows it, with its certificate's status now.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingYear } from '../../../../src/domain/beijingTime';
import { CERT_STATUS, JD_RECORD_STATUS, JD_TASK_STATUS, JD_TYPE } from '../../../../src/domain/codes';
import { JD_PATHS } from '../../../../src/domain/resources/jd';
import { jdRecord, zpCert } from '../../../../server/db/schema';
import { startTestServer, type TestServer } from '../../harness';
import { freshCerts, jdTaskAt } from '../../jdFixtures';

type Row = Record<string, unknown>;
let s: TestServer;
let manager: string;

beforeAll(async () => {
  s = await startTestServer();
  manager = await s.signIn('manager');
}, 120_000);
afterAll(() => s?.close());

const db = () => s.database.db;
const year = beijingYear();
const figures = async () => (await s.call<Row>({ method: 'GET', url: `${JD_PATHS.plan.annual}?year=${year}`, token: manager })).body.data;

describe('the year’s annual supervision', () => {
  it('keeps counting and listing a failed product after its certificate is cancelled', async () => {
    const before = await figures();
    const certIds = await freshCerts(db(), 2);
    const w = await jdTaskAt(db(), JD_TASK_STATUS.unpassed, { certIds, failing: 1 });
    const [failed] = await db().select().from(jdRecord).where(eq(jdRecord.status, JD_RECORD_STATUS.unpassed)).then((rs) => rs.filter((r) => r.taskId === w.taskId));
    const counted = await figures();
    const plus = (k: string, n: number) => Number(before[k]) + n;
    expect(counted).toMatchObject({ due: plus('due', 2), planned: plus('planned', 2), inTask: plus('inTask', 2), done: plus('done', 2), passed: plus('passed', 1), unpassed: plus('unpassed', 1) });

    // The exit ends with the certificate cancelled: the year still supervised the product.
    await db().update(zpCert).set({ status: CERT_STATUS.cancelled }).where(eq(zpCert.id, failed.certId));
    expect(await figures()).toEqual(counted);
    const list = await s.call<{ content: Row[] }>({ method: 'POST', url: `${JD_PATHS.plan.certPage}?search.year_eq=${year}&search.jdType_eq=${JD_TYPE.annual}&search.id_eq=${failed.certId}`, token: manager });
    expect(list.body.data.content).toEqual([expect.objectContaining({ id: failed.certId, certStatus: CERT_STATUS.cancelled, inPlan: true, recordStatus: JD_RECORD_STATUS.unpassed })]);

    // A certificate cancelled before any supervision this year is not due.
    const [unplanned] = await freshCerts(db(), 1, { status: CERT_STATUS.cancelled });
    expect(await figures()).toEqual(counted);
    const none = await s.call<{ content: Row[] }>({ method: 'POST', url: `${JD_PATHS.plan.certPage}?search.year_eq=${year}&search.id_eq=${unplanned}`, token: manager });
    expect(none.body.data.content).toEqual([]);
  });
});
