/**
 * 现场照片 of the materials is filed from the visits' photos, the same files, without a second
 * upload: the supervision unit may file any photo of the record's visits (the testing unit's
 * product photos too, as the demo world holds them), while another organisation's file that is not one of them stays refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JD_TASK_STATUS } from '../../../../src/domain/codes';
import { PICTURE_TYPE } from '../../../../src/domain/resources/evalSite';
import { JD_MSG, JD_PATHS, type JdMat } from '../../../../src/domain/resources/jd';
import { jdSitePhoto } from '../../../../server/db/schema';
import { multipartFile, startTestServer, type TestServer } from '../../harness';
import { jdTaskAt } from '../../jdFixtures';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
let s: TestServer;
let inspector: string;
let tester: string;

beforeAll(async () => {
  s = await startTestServer();
  [inspector, tester] = await Promise.all(['inspector', 'tester'].map((u) => s.signIn(u)));
}, 120_000);
afterAll(() => s?.close());

const upload = async (token: string, name: string) => {
  const r = await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload?type=img', token, ...multipartFile(name, PNG, 'image/png') });
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data.id;
};

describe('现场照片 of the materials', () => {
  it('takes the visits’ photos as they are, the testing unit’s too, and still refuses another organisation’s other file', async () => {
    const w = await jdTaskAt(s.database.db, JD_TASK_STATUS.siteSupervision);
    const [visit] = w.sitePlanIds;
    const [mine, theirs, stray] = [await upload(inspector, '车间.png'), await upload(tester, '产品.png'), await upload(tester, '其他.png')];
    const photo = (token: string, pictureType: string, id: number) => s.call({ method: 'PUT', url: JD_PATHS.photo, token, payload: { onSitePlanId: visit, pictureType, annexIds: String(id) } });
    expect((await photo(inspector, PICTURE_TYPE.XC, mine)).body.code).toBe(200);
    // The testing unit's product photos of the visit, as the demo world holds them.
    await s.database.db.insert(jdSitePhoto).values({ sitePlanId: visit, siteId: w.siteId as number, taskId: w.taskId, pictureType: PICTURE_TYPE.CP, annexIds: String(theirs) });
    const file = (annexIds: string) => s.call<JdMat>({ method: 'POST', url: JD_PATHS.matItem.updAnnex, token: inspector, payload: { onSiteId: w.siteId, groupKey: 'photos', annexIds } });
    const filed = await file(`${mine},${theirs}`);
    expect(filed.body.code, filed.body.msg).toBe(200);
    expect(filed.body.data.items.find((i) => i.groupKey === 'photos')?.files.map((f) => f.id)).toEqual([mine, theirs]);
    expect((await file(`${mine},${theirs},${stray}`)).body).toMatchObject({ code: 400, msg: JD_MSG.filesUnusable('材料文件') });
  });
});
