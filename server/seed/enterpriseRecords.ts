/**
 * Each enterprise's production records (企业中心): for every product, batch records of every record
 * type, this year's and last year's output plans, label activations; a self-assessment per
 * enterprise with products, and history products (certificates from before the portal) for a
 * few; two enterprises marked as key enterprises; the 菜篮子基地 type of every base and processing
 * or distribution place, from what it produces. Dates fall in the past year, so every page has
 * rows in its default order.
 */
import { asc, eq } from 'drizzle-orm';
import { beijingYear } from '../../src/domain/beijingTime';
import { CODE_LISTS } from '../../src/domain/codes';
import type { DbOrTx } from '../db/client';
import { sysOrg, sysUser, zpActivation, zpBatch, zpHisProduct, zpOutputPlan, zpPlace, zpProduct, zpSelfAssess } from '../db/schema';
import { inBatches } from '../db/batch';
import type { Random } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

const RECORD_NOTES: Readonly<Record<string, { unit: string; text: string }>> = {
  '1': { unit: '千克', text: '成品入库，抽检合格后出库配送' },
  '2': { unit: '株', text: '向备案供应商采购种苗，附检疫证明' },
  '3': { unit: '头', text: '按免疫程序接种，记录疫苗批号' },
  '4': { unit: '平方米', text: '生产区域例行消毒，记录药剂与浓度' },
  '5': { unit: '亩', text: '病虫害绿色防控，记录用药与安全间隔期' },
};

export async function seedEnterpriseRecords(tx: DbOrTx, random: Random): Promise<void> {
  const products = await tx
    .select({ id: zpProduct.id, orgId: zpProduct.orgId, name: zpProduct.name, brand: zpProduct.brand, productType: zpProduct.productType, spec: zpProduct.spec, placeId: zpProduct.placeId, annualOutput: zpProduct.annualOutput })
    .from(zpProduct)
    .orderBy(asc(zpProduct.id));
  const recordTypes = CODE_LISTS.batchRecordType.items.map((i) => Number(i.value));
  const year = beijingYear();
  const batches: (typeof zpBatch.$inferInsert)[] = [];
  const plans: (typeof zpOutputPlan.$inferInsert)[] = [];
  const activations: (typeof zpActivation.$inferInsert)[] = [];
  let labelNo = 44030000001;
  for (const p of products) {
    const batchNo = (n: number) => `PC${year}${String(p.id).padStart(4, '0')}${String(n).padStart(2, '0')}`;
    recordTypes.forEach((recordType, i) => {
      const note = RECORD_NOTES[String(recordType)];
      batches.push({ orgId: p.orgId, batchNo: batchNo(1 + (i % 2)), productId: p.id, placeId: p.placeId, recordType, recordDate: day(random.int(3, 300) * DAY_MS), quantity: String(random.int(10, 5000)), unit: note.unit, operator: random.pick(['李明', '陈芳', '黄伟', '刘洋']), content: note.text });
    });
    const output = Number(p.annualOutput ?? random.int(100, 5000));
    plans.push({ orgId: p.orgId, year: year - 1, productId: p.id, placeId: p.placeId, plannedOutput: output.toFixed(2), actualOutput: (output * (0.85 + random.next() * 0.25)).toFixed(2), startDate: `${year - 1}-01-01`, endDate: `${year - 1}-12-31` });
    plans.push({ orgId: p.orgId, year, productId: p.id, placeId: p.placeId, plannedOutput: (output * 1.1).toFixed(2), startDate: `${year}-01-01`, endDate: `${year}-12-31` });
    const count = random.int(1, 5) * 500;
    activations.push({ orgId: p.orgId, productId: p.id, batchNo: batchNo(1), codeCount: count, codeStart: String(labelNo), codeEnd: String(labelNo + count - 1), remark: '首批标签激活' });
    labelNo += count;
  }
  await inBatches(batches, (b) => tx.insert(zpBatch).values(b));
  await inBatches(plans, (b) => tx.insert(zpOutputPlan).values(b));
  // Activated by the enterprise's first user.
  const firstUser = new Map<number, number>();
  for (const u of await tx.select({ id: sysUser.id, orgId: sysUser.orgId }).from(sysUser).orderBy(asc(sysUser.id))) if (u.orgId !== null && !firstUser.has(u.orgId)) firstUser.set(u.orgId, u.id);
  await inBatches(activations.map((a) => ({ ...a, createBy: firstUser.get(a.orgId) ?? null })), (b) => tx.insert(zpActivation).values(b));

  const byOrg = new Map<number, typeof products>();
  for (const p of products) byOrg.set(p.orgId, [...(byOrg.get(p.orgId) ?? []), p]);
  const assessments: (typeof zpSelfAssess.$inferInsert)[] = [];
  const history: (typeof zpHisProduct.$inferInsert)[] = [];
  let certSeq = 1;
  for (const [orgId, own] of byOrg) {
    const [org] = await tx.select({ areaCode: sysOrg.areaCode, contact: sysOrg.contact, phone: sysOrg.phone }).from(sysOrg).where(eq(sysOrg.id, orgId));
    const first = own[0];
    assessments.push({
      orgId, areaCode: org?.areaCode ?? null, contact: org?.contact ?? null, phone: org?.phone ?? null,
      productName: first.name, productType: first.productType, productCount: own.length, evalType: '0',
      items: own.map((p) => ({ productName: p.name, productType: p.productType, spec: p.spec, annualOutput: p.annualOutput === null ? null : Number(p.annualOutput) })),
      conclusion: `对照《"圳品"评价规则》逐项自查：${first.name}等${own.length}个产品的生产过程记录、投入品管理与追溯体系齐全，符合申请条件。`,
    });
    // A third of the enterprises held certificates before the portal.
    if (orgId % 3 === 0) {
      for (const p of own.slice(0, 2)) {
        const issued = random.int(800, 1500) * DAY_MS;
        history.push({ orgId, productName: p.name, brand: p.brand, productType: p.productType, spec: p.spec, certNo: `SZP${year - 4}${String(certSeq++).padStart(5, '0')}`, issueDate: day(issued), expireDate: day(issued - 3 * 365 * DAY_MS), remark: '历史数据导入' });
      }
    }
  }
  if (assessments.length) await tx.insert(zpSelfAssess).values(assessments);
  if (history.length) await tx.insert(zpHisProduct).values(history);

  await seedBasketBases(tx);

  // 重点企业: management watches two enterprises more closely.
  const reasons = ['上年度监督抽检发现不合格项，整改后加强跟踪', '新获证企业，首年重点关注生产记录'];
  const watched = [...byOrg.keys()].slice(0, reasons.length);
  for (const [i, orgId] of watched.entries()) {
    await tx.update(sysOrg).set({ keyFlag: true, keyReason: reasons[i], keyTime: new Date(Date.now() - (30 + i * 40) * DAY_MS) }).where(eq(sysOrg.id, orgId));
  }
}

/** Base type of a place producing products of this product type (0 果蔬, 1 肉禽, 2 水产, 3 预包装). */
const BASE_TYPE_OF_PRODUCT: Readonly<Record<string, string>> = { '0': '1', '1': '2', '2': '3', '3': '4' };
/** Place types (0 种养殖基地, 1 加工场所, 2 配送中心) that supply Shenzhen's basket; processing and distribution are 农产品加工配送. */
const PROCESSING_BASE = '4';

async function seedBasketBases(tx: DbOrTx): Promise<void> {
  const places = await tx.select({ id: zpPlace.id, type: zpPlace.type }).from(zpPlace);
  const products = await tx.select({ productType: zpProduct.productType, placeId: zpProduct.placeId, placeIds: zpProduct.placeIds }).from(zpProduct);
  const producedAt = new Map<number, string>();
  for (const p of products) {
    for (const id of [p.placeId, ...(p.placeIds ?? '').split(',').map(Number)]) if (id && !producedAt.has(id)) producedAt.set(id, p.productType);
  }
  for (const place of places) {
    const produced = producedAt.get(place.id);
    const baseType = place.type === '0' ? (produced ? BASE_TYPE_OF_PRODUCT[produced] : undefined) : ['1', '2'].includes(place.type) ? PROCESSING_BASE : undefined;
    if (baseType) await tx.update(zpPlace).set({ baseType }).where(eq(zpPlace.id, place.id));
  }
}
