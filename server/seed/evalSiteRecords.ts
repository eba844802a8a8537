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
 * Files are written under the files dir at `seed/<sha256>` (their content names them). Recorded as
 * each application's history starts its visits (./evaluations.ts).
 */
import { eq } from 'drizzle-orm';
import { TEST_OPINION } from '../../src/domain/codes';
import { PICTURE_TYPE, type PictureType } from '../../src/domain/resources/evalSite';
import type { DbOrTx } from '../db/client';
import { fileBaseInfo, zpEvalGcAnnex, zpEvalProduct, zpEvalSample, zpEvalSitePlan, zpPlace } from '../db/schema';
import { png, store } from './files';
import type { SeedActor } from './flows';

const HOUR = 60 * 60 * 1000;

interface Shot {
  readonly type: PictureType;
  readonly writer: 'unit' | 'test';
  readonly sitePlanId: number | null;
  readonly description: string;
  readonly fileNames: readonly string[];
  readonly taken: Date;
}

/** An application on site: its ids, its institution and testing unit, and how its history ends. */
export interface VisitedApplication {
  readonly id: number;
  readonly code: string;
  readonly unitId: number;
  readonly testUnitId: number | null;
  /** Its visits are finished (完成现场评价 is in its history). */
  readonly finished: boolean;
  /** It was not passed: its samples failed. */
  readonly failed: boolean;
}

let variant = 0;

/**
 * What the visits of an application left behind, on the days its plans name: the photos of each
 * place (by the institution's administrator, the samples' by the tester) and every product's sample
 * with its test opinion, also on the application's product.
 */
export async function recordSiteVisits(tx: DbOrTx, filesDir: string, a: VisitedApplication, unitAdmin: SeedActor | undefined, tester: SeedActor | undefined): Promise<void> {
  const own = await tx
    .select({ id: zpEvalSitePlan.id, startDate: zpEvalSitePlan.startDate, sampling: zpEvalSitePlan.sampling, placeName: zpPlace.name })
    .from(zpEvalSitePlan)
    .innerJoin(zpPlace, eq(zpPlace.id, zpEvalSitePlan.placeId))
    .where(eq(zpEvalSitePlan.evalId, a.id))
    .orderBy(zpEvalSitePlan.id);
  if (!own.length) return;
  const at = (plan: (typeof own)[number], hour: number) => new Date(`${plan.startDate}T${String(hour).padStart(2, '0')}:00:00+08:00`);
  const first = own[0];
  const sampled = own.find((pl) => pl.sampling) ?? first;
  const shots: Shot[] = [
    { type: PICTURE_TYPE.HY, writer: 'unit', sitePlanId: first.id, description: '首次会议：介绍评价组成员、评价依据和现场评价安排', fileNames: ['首次会议.png'], taken: at(first, 9) },
    ...own.map((pl): Shot => ({ type: PICTURE_TYPE.XC, writer: 'unit', sitePlanId: pl.id, description: `${pl.placeName}生产现场`, fileNames: ['生产区全景.png', '原料仓库.png'], taken: at(pl, 10) })),
    { type: PICTURE_TYPE.XCXC, writer: 'unit', sitePlanId: first.id, description: '查阅投入品出入库记录和生产记录', fileNames: ['记录核查.png'], taken: at(first, 14) },
    ...(a.testUnitId !== null ? [{ type: PICTURE_TYPE.CP, writer: 'test' as const, sitePlanId: sampled.id, description: '抽样产品及封样', fileNames: ['抽样产品.png', '封样.png'], taken: at(sampled, 11) }] : []),
    ...(a.finished ? [{ type: PICTURE_TYPE.MCHY, writer: 'unit' as const, sitePlanId: own[own.length - 1].id, description: '末次会议：通报现场评价结果', fileNames: ['末次会议.png'], taken: at(own[own.length - 1], 16) }] : []),
  ];
  for (const shot of shots) {
    const orgId = shot.writer === 'unit' ? a.unitId : (a.testUnitId as number);
    const who = shot.writer === 'unit' ? unitAdmin : tester;
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
  // Every product sampled on the sampling visit's first day; an application not passed failed its test.
  if (a.testUnitId === null) return;
  const opinion = a.failed ? TEST_OPINION.unqualified : TEST_OPINION.qualified;
  const taken = at(sampled, 11);
  const products = await tx.select({ productId: zpEvalProduct.productId }).from(zpEvalProduct).where(eq(zpEvalProduct.evalId, a.id)).orderBy(zpEvalProduct.id);
  if (!products.length) return;
  await tx.insert(zpEvalSample).values(
    products.map((pr, k) => ({ evalId: a.id, productId: pr.productId, sampleNo: `CY${a.code.slice(2)}-${k + 1}`, sampleDate: sampled.startDate, testOpinion: opinion, createBy: tester?.id ?? null, createTime: taken, updateTime: taken })),
  );
  await tx.update(zpEvalProduct).set({ testOpinion: opinion }).where(eq(zpEvalProduct.evalId, a.id));
}
