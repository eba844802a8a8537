/**
 * What the on-site evaluation left in the demo world (server/modules/eval/siteRecords.ts), for every
 * seeded application whose history reached 开始现场评价 (现场评价 and later):
 *
 * - 现场记录: the institution's photos of each place visited (现场), the on-site check (现场检查) and the
 *   first meeting (会议), the last meeting (末次会议) once the visit was finished; the testing unit's
 *   product photos where products were sampled. Each photo is a small real PNG on disk with its file
 *   row, uploaded by the writing organisation's first user.
 * - 抽样检测: a sample of every product, by the testing unit, on the first day of the sampling visit,
 *   qualified (unqualified in an application that was not passed), its test opinion also on
 *   zp_eval_product.
 *
 * Files are written under the files dir at `seed/<sha256>` (their content names them). Without a
 * files dir (a caller seeding the database only) no records are made; the samples still are.
 * Runs once, on an empty database (seedIfEmpty), after the applications and their site plans.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { EVAL_STATUS, TEST_OPINION } from '../../src/domain/codes';
import { PICTURE_TYPE, type PictureType } from '../../src/domain/resources/evalSite';
import { evalPathTo, type EvalStatus } from '../../src/domain/workflows/evaluation';
import type { DbOrTx } from '../db/client';
import { fileBaseInfo, zpEval, zpEvalGcAnnex, zpEvalProduct, zpEvalSample, zpEvalSitePlan, zpPlace } from '../db/schema';
import { png, store } from './files';
import { firstWithRole, type SeedActor } from './flows';

const HOUR = 60 * 60 * 1000;

interface Shot {
  readonly type: PictureType;
  readonly writer: 'unit' | 'test';
  readonly sitePlanId: number | null;
  readonly description: string;
  readonly fileNames: readonly string[];
  readonly taken: Date;
}

export async function seedEvalSiteRecords(tx: DbOrTx, filesDir?: string): Promise<void> {
  const apps = await tx.select().from(zpEval).orderBy(zpEval.id);
  const onSite = apps.filter((a) => a.unitId !== null && evalPathTo(a.status as EvalStatus).some((t) => t.action === 'startSite'));
  if (!onSite.length) return;
  const ids = onSite.map((a) => a.id);
  const plans = await tx
    .select({ id: zpEvalSitePlan.id, evalId: zpEvalSitePlan.evalId, startDate: zpEvalSitePlan.startDate, sampling: zpEvalSitePlan.sampling, placeName: zpPlace.name })
    .from(zpEvalSitePlan)
    .innerJoin(zpPlace, eq(zpPlace.id, zpEvalSitePlan.placeId))
    .where(inArray(zpEvalSitePlan.evalId, ids))
    .orderBy(zpEvalSitePlan.id);
  const products = await tx.select({ evalId: zpEvalProduct.evalId, productId: zpEvalProduct.productId }).from(zpEvalProduct).where(inArray(zpEvalProduct.evalId, ids)).orderBy(zpEvalProduct.id);
  const unitIds = [...new Set(onSite.map((a) => a.unitId as number))];
  const testIds = [...new Set(onSite.map((a) => a.testUnitId).filter((id): id is number => id !== null))];
  const unitAdmins = await firstWithRole(tx, 'R_UNIT_ADMIN', unitIds);
  const testUsers = await firstWithRole(tx, 'R_UNIT_USER', testIds);
  const testAdmins = await firstWithRole(tx, 'R_UNIT_ADMIN', testIds);
  const testerOf = (orgId: number): SeedActor | undefined => testUsers.get(orgId) ?? testAdmins.get(orgId);

  const samples: (typeof zpEvalSample.$inferInsert)[] = [];
  let variant = 0;
  for (const a of onSite) {
    const own = plans.filter((pl) => pl.evalId === a.id);
    if (!own.length) continue;
    const finished = evalPathTo(a.status as EvalStatus).some((t) => t.action === 'finishSite');
    const at = (plan: (typeof own)[number], hour: number) => new Date(`${plan.startDate}T${String(hour).padStart(2, '0')}:00:00+08:00`);
    const first = own[0];
    const sampled = own.find((pl) => pl.sampling) ?? first;
    const shots: Shot[] = [
      { type: PICTURE_TYPE.HY, writer: 'unit', sitePlanId: first.id, description: '首次会议：介绍评价组成员、评价依据和现场评价安排', fileNames: ['首次会议.png'], taken: at(first, 9) },
      ...own.map((pl): Shot => ({ type: PICTURE_TYPE.XC, writer: 'unit', sitePlanId: pl.id, description: `${pl.placeName}生产现场`, fileNames: ['生产区全景.png', '原料仓库.png'], taken: at(pl, 10) })),
      { type: PICTURE_TYPE.XCXC, writer: 'unit', sitePlanId: first.id, description: '查阅投入品出入库记录和生产记录', fileNames: ['记录核查.png'], taken: at(first, 14) },
      ...(a.testUnitId !== null ? [{ type: PICTURE_TYPE.CP, writer: 'test' as const, sitePlanId: sampled.id, description: '抽样产品及封样', fileNames: ['抽样产品.png', '封样.png'], taken: at(sampled, 11) }] : []),
      ...(finished ? [{ type: PICTURE_TYPE.MCHY, writer: 'unit' as const, sitePlanId: own[own.length - 1].id, description: '末次会议：通报现场评价结果', fileNames: ['末次会议.png'], taken: at(own[own.length - 1], 16) }] : []),
    ];
    if (filesDir) {
      for (const shot of shots) {
        const orgId = shot.writer === 'unit' ? (a.unitId as number) : (a.testUnitId as number);
        const who = shot.writer === 'unit' ? unitAdmins.get(orgId) : testerOf(orgId);
        const fileIds: number[] = [];
        for (const name of shot.fileNames) {
          const stored = await store(filesDir, png(shot.type, variant++));
          const [file] = await tx
            .insert(fileBaseInfo)
            .values({ name, ext: 'png', mime: 'image/png', ...stored, orgId, createBy: who?.id ?? null, createTime: shot.taken })
            .returning({ id: fileBaseInfo.id });
          fileIds.push(file.id);
        }
        await tx.insert(zpEvalGcAnnex).values({
          evalId: a.id,
          sitePlanId: shot.sitePlanId,
          pictureType: shot.type,
          annexIds: fileIds.join(','),
          description: shot.description,
          takenTime: shot.taken,
          orgId,
          createBy: who?.id ?? null,
          createTime: new Date(shot.taken.getTime() + HOUR),
          updateTime: new Date(shot.taken.getTime() + HOUR),
        });
      }
    }
    // Every product sampled on the sampling visit's first day; an application not passed failed its test.
    if (a.testUnitId === null) continue;
    const opinion = a.status === EVAL_STATUS.notPassed ? TEST_OPINION.unqualified : TEST_OPINION.qualified;
    const tester = testerOf(a.testUnitId);
    const taken = at(sampled, 11);
    for (const [k, pr] of products.filter((x) => x.evalId === a.id).entries()) {
      samples.push({ evalId: a.id, productId: pr.productId, sampleNo: `CY${a.code.slice(2)}-${k + 1}`, sampleDate: sampled.startDate, testOpinion: opinion, createBy: tester?.id ?? null, createTime: taken, updateTime: taken });
    }
  }
  if (!samples.length) return;
  await tx.insert(zpEvalSample).values(samples);
  for (const opinion of [TEST_OPINION.qualified, TEST_OPINION.unqualified]) {
    const of = samples.filter((s) => s.testOpinion === opinion);
    for (const evalId of new Set(of.map((s) => s.evalId))) {
      await tx
        .update(zpEvalProduct)
        .set({ testOpinion: opinion })
        .where(and(eq(zpEvalProduct.evalId, evalId), inArray(zpEvalProduct.productId, of.filter((s) => s.evalId === evalId).map((s) => s.productId))));
    }
  }
}
