/**
 * The product catalogue of the demo world: the category tree (the spec's four product types,
 * then real categories), and for every enterprise already seeded a few places and products
 * (multiplied by `scale` for benchmarks, inserted in multi-row batches). Organisations and users
 * are seeded before this; with no enterprise there is nothing to attach products to.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { addvcd, proCategory, sysOrg, zpPlace, zpProduct } from '../db/schema';
import type { Random } from './random';
import { ORG_TYPE, orgTypeValue, PRODUCT_REVIEW } from '../../src/domain/codes';
import { PICTURE_TYPE } from '../../src/domain/resources/evalSite';
import { SHENZHEN_AREA_PREFIX } from '../../src/domain/resources/org';
import { inBatches } from '../db/batch';
import { E2E_ENTERPRISE } from './people';
import { png, saveFiles } from './files';

/** A category: its name, then either sub-categories or (on a leaf) product names and specs (grams or millilitres, `n*size` for packs). */
interface CatSpec {
  readonly name: string;
  readonly code: string;
  readonly children?: readonly CatSpec[];
  readonly items?: readonly string[];
  readonly specs?: readonly string[];
}

const FRESH = ['500', '1000', '2500', '5000'] as const;
const leaf = (name: string, code: string, items: readonly string[], specs: readonly string[] = FRESH): CatSpec => ({ name, code, items, specs });

/** Level 1: product type code → its categories. */
const TREE: readonly { readonly type: string; readonly name: string; readonly children: readonly CatSpec[] }[] = [
  {
    type: '0',
    name: '果蔬类',
    children: [
      {
        name: '蔬菜',
        code: 'SC',
        children: [
          leaf('叶菜类', 'SCYC', ['菜心', '芥蓝', '生菜', '小白菜', '油麦菜', '菠菜', '增城迟菜心']),
          leaf('根茎类', 'SCGJ', ['胡萝卜', '白萝卜', '莲藕', '马铃薯', '铁棍山药', '荔浦芋头']),
          leaf('瓜果类', 'SCGG', ['黄瓜', '苦瓜', '丝瓜', '冬瓜', '贝贝南瓜']),
          leaf('茄果类', 'SCQG', ['番茄', '茄子', '青椒', '彩椒']),
          leaf('食用菌', 'SCSJ', ['香菇', '金针菇', '杏鲍菇', '平菇'], ['150', '250', '500']),
        ],
      },
      {
        name: '水果',
        code: 'SG',
        children: [
          leaf('热带水果', 'SGRD', ['百色芒果', '香蕉', '徐闻菠萝', '红心火龙果', '妃子笑荔枝', '石硖龙眼']),
          leaf('柑橘类', 'SGGJ', ['砂糖橘', '沙田柚', '赣南脐橙', '武鸣沃柑']),
          leaf('浆果类', 'SGJG', ['草莓', '阳光玫瑰葡萄', '蓝莓'], ['125', '500', '1000']),
          leaf('瓜类', 'SGGL', ['麒麟西瓜', '哈密瓜'], ['2500', '5000']),
        ],
      },
    ],
  },
  {
    type: '1',
    name: '肉禽类',
    children: [
      { name: '畜肉', code: 'XR', children: [leaf('猪肉', 'XRZR', ['冷鲜猪肉', '黑猪五花肉', '猪里脊']), leaf('牛肉', 'XRNR', ['冷鲜牛腩', '牛腱子']), leaf('羊肉', 'XRYR', ['羊排', '羊肉卷'])] },
      { name: '禽肉', code: 'QR', children: [leaf('鸡肉', 'QRJR', ['清远鸡', '三黄鸡', '鸡胸肉']), leaf('鸭肉', 'QRYR', ['鸭腿', '光鸭']), leaf('鹅肉', 'QRER', ['黑棕鹅'])] },
      { name: '禽蛋', code: 'QD', children: [leaf('鸡蛋', 'QDJD', ['土鸡蛋', '鲜鸡蛋'], ['600', '30*50', '1500']), leaf('鸭蛋', 'QDYD', ['海鸭蛋', '咸鸭蛋'], ['6*70', '12*70'])] },
    ],
  },
  {
    type: '2',
    name: '水产类',
    children: [
      { name: '淡水鱼', code: 'DS', children: [leaf('四大家鱼', 'DSJY', ['草鱼', '鳙鱼', '鲢鱼', '青鱼']), leaf('其他淡水鱼', 'DSQT', ['加州鲈鱼', '罗非鱼', '桂花鱼'])] },
      { name: '海水鱼', code: 'HS', children: [leaf('石斑鱼', 'HSSB', ['东星斑', '珍珠龙趸']), leaf('金鲳鱼', 'HSJC', ['深海金鲳鱼']), leaf('其他海水鱼', 'HSQT', ['大黄鱼', '马鲛鱼'])] },
      { name: '虾蟹贝', code: 'XX', children: [leaf('虾类', 'XXXL', ['南美白对虾', '基围虾']), leaf('蟹类', 'XXXE', ['膏蟹', '大闸蟹']), leaf('贝类', 'XXBL', ['生蚝', '扇贝', '花甲'])] },
      leaf('藻类', 'ZL', ['海带', '紫菜'], ['100', '250', '500']),
    ],
  },
  {
    type: '3',
    name: '预包装类',
    children: [
      { name: '粮油', code: 'LY', children: [leaf('大米', 'LYDM', ['丝苗米', '油粘米'], ['2500', '5000', '10000']), leaf('食用油', 'LYSY', ['压榨花生油', '山茶油'], ['900', '1800', '5000']), leaf('米面制品', 'LYMM', ['东莞米粉', '鸡蛋挂面'], ['400', '1000'])] },
      { name: '乳制品', code: 'RZ', children: [leaf('液态奶', 'RZYT', ['鲜牛奶', '全脂纯牛奶'], ['250', '950', '12*250']), leaf('酸奶', 'RZSN', ['原味酸奶', '低糖酸奶'], ['200', '8*100'])] },
      { name: '饮料', code: 'YL', children: [leaf('饮用水', 'YLYS', ['天然山泉水'], ['550', '24*550']), leaf('果蔬汁', 'YLGS', ['NFC橙汁', '椰子水'], ['300', '12*300']), leaf('茶饮料', 'YLCY', ['凉茶'], ['310', '24*310'])] },
      { name: '调味品', code: 'TW', children: [leaf('酱油', 'TWJY', ['特级生抽', '老抽'], ['500', '1600']), leaf('醋', 'TWCU', ['糯米醋'], ['500']), leaf('调味酱', 'TWTJ', ['蚝油', '黄皮辣椒酱'], ['210', '510'])] },
      { name: '茶叶', code: 'CY', children: [leaf('绿茶', 'CYLC', ['高山绿茶'], ['100', '250']), leaf('红茶', 'CYHC', ['英德红茶'], ['100', '250']), leaf('乌龙茶', 'CYWL', ['凤凰单丛'], ['125', '250'])] },
      leaf('糕点', 'GD', ['广式月饼', '鸡仔饼'], ['400', '6*60']),
      { name: '肉制品', code: 'RP', children: [leaf('腊味', 'RPLW', ['广式腊肠', '腊肉'], ['500', '2*250'])] },
    ],
  },
];

const BRANDS = ['深农优选', '鹏城鲜', '绿源田园', '南粤农庄', '湾区优品', '圳鲜达', '岭南臻选', '鹏程绿谷', '粤港鲜', '滨海牧场', '东湾渔港', '金稻香', '鹏乳源', '茶语山房', '味鲜坊'];

/** Place suffixes by place type (0 base, 1 processing, 2 distribution, 3 slaughterhouse, 4 other) and product type. */
const BASE_SUFFIX: Readonly<Record<string, string>> = { '0': '种植基地', '1': '养殖场', '2': '水产养殖基地', '3': '原料基地' };
const PLACE_SUFFIX: Readonly<Record<string, string>> = { '1': '食品加工厂', '2': '配送中心', '3': '定点屠宰场', '4': '冷链仓储中心' };
/** Place types an enterprise of each product type runs besides its base. */
const PLACE_TYPES: Readonly<Record<string, readonly string[]>> = { '0': ['0', '2'], '1': ['0', '3', '1'], '2': ['0', '1'], '3': ['1', '2', '4'] };
const FISH_AREAS = ['珠江口海域', '大亚湾海域', '大鹏湾海域', '万山群岛海域', '东江流域'];
const STREETS = ['工业大道', '农科路', '创业路', '环城路', '滨海大道', '科技园路', '宝安大道', '龙岗大道'];

/** Approximate centres (lon, lat) by area-code prefix; the longest known prefix wins, Shenzhen by default. */
const CENTRES: Readonly<Record<string, readonly [number, number]>> = {
  '440303': [114.131, 22.548], '440304': [114.055, 22.522], '440305': [113.93, 22.533], '440306': [113.883, 22.555],
  '440307': [114.247, 22.72], '440308': [114.237, 22.557], '440309': [114.045, 22.697], '440310': [114.346, 22.691], '440311': [113.936, 22.749],
  '4403': [114.06, 22.54], '4401': [113.27, 23.13], '4413': [114.42, 23.11], '4414': [116.12, 24.29], '4415': [115.37, 22.79],
  '4416': [114.7, 23.74], '4418': [113.06, 23.68], '4510': [106.62, 23.9], '44': [113.27, 23.13], '45': [108.32, 22.82],
  '46': [110.33, 20.03], '52': [106.71, 26.58], '53': [102.71, 25.04], '54': [91.13, 29.65], '65': [87.62, 43.82],
  '36': [115.89, 28.68], '43': [112.98, 28.19], '51': [104.07, 30.67], '62': [103.82, 36.06], '15': [111.67, 40.82], '35': [119.3, 26.08],
};
const SHENZHEN: readonly [number, number] = [114.06, 22.54];
/** Region names for addresses when the divisions table lacks the code. */
const REGIONS: Readonly<Record<string, string>> = {
  '4403': '广东省深圳市', '44': '广东省', '45': '广西壮族自治区', '46': '海南省', '52': '贵州省', '53': '云南省', '54': '西藏自治区',
  '65': '新疆维吾尔自治区', '36': '江西省', '43': '湖南省', '51': '四川省', '62': '甘肃省', '15': '内蒙古自治区', '35': '福建省',
};

/**
 * An enterprise's line of business as its name says it: the categories (by a leaf's or an
 * ancestor's code) its products come from. The first keyword found wins, so the narrower go first.
 */
const BUSINESS_LINES: readonly (readonly [keyword: string, codes: readonly string[]])[] = [
  ['乳业', ['RZ']], ['蚝业', ['XXBL']], ['海产', ['HS', 'XX', 'ZL']], ['渔业', ['HS', 'XX']], ['水产', ['DS', 'HS', 'XX']],
  ['米业', ['LYDM', 'LYMM']], ['粮油', ['LY']], ['茶', ['CY']], ['芒果', ['SGRD']], ['果品', ['SG']], ['巴旦木', ['SG']],
  ['果蔬', ['SC', 'SG']], ['蔬菜', ['SC']], ['禽蛋', ['QD']], ['禽', ['QR', 'QD']], ['农牧', ['XRNR', 'XRYR']], ['烘焙', ['GD']],
  ['生鲜', ['SC', 'SG', 'XR', 'QR']], ['供应链', ['SC', 'SG', 'LY', 'RZ']], ['食品', ['LY', 'TW', 'GD', 'RP', 'YL']], ['农', ['SC', 'SG']],
];

/** The code of the leaf category a product of this name belongs to (its name ends with one of the leaf's items). */
export function leafCodeOf(productName: string): string | undefined {
  const visit = (specs: readonly CatSpec[]): string | undefined => {
    for (const c of specs) {
      const found = c.children ? visit(c.children) : c.items?.some((item) => productName.endsWith(item)) ? c.code : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return visit(TREE.flatMap((t) => t.children));
}

/** The leaves an enterprise of this name makes products of, or null when its name says no line. */
function lineLeaves(orgName: string, leaves: readonly Leaf[]): Leaf[] | null {
  const codes = BUSINESS_LINES.find(([keyword]) => orgName.includes(keyword))?.[1];
  return codes ? leaves.filter((l) => l.codes.some((c) => codes.includes(c))) : null;
}

/** Most rows a seeded table gets however large the scale, so a benchmark seed stays well under a minute. */
const MAX_PRODUCTS = 200_000;

interface Leaf {
  readonly id: number;
  readonly type: string;
  /** Its code and its ancestors' (below the product type), e.g. ['SC', 'SCYC']. */
  readonly codes: readonly string[];
  readonly items: readonly string[];
  readonly specs: readonly string[];
}


/** The tree, level by level (ids come back from each insert); returns the leaves products may use. */
async function seedTree(tx: DbOrTx): Promise<Leaf[]> {
  const roots = await tx
    .insert(proCategory)
    .values(TREE.map((t, i) => ({ pid: 0, pids: ',', name: t.name, code: `T${t.type}`, level: 1, productType: t.type, leaf: false, seq: i + 1 })))
    .returning({ id: proCategory.id, productType: proCategory.productType });
  let level: { id: number; pids: string; type: string; spec: CatSpec; path: readonly string[] }[] = [];
  TREE.forEach((t, i) => t.children.forEach((spec) => level.push({ id: roots[i].id, pids: ',', type: t.type, spec, path: [] })));
  const leaves: Leaf[] = [];
  for (let depth = 2; level.length; depth++) {
    const seqOf = new Map<number, number>();
    const inserted = await tx
      .insert(proCategory)
      .values(
        level.map((c) => {
          const seq = (seqOf.get(c.id) ?? 0) + 1;
          seqOf.set(c.id, seq);
          return { pid: c.id, pids: `${c.pids}${c.id},`, name: c.spec.name, code: c.spec.code, level: depth, productType: c.type, leaf: !c.spec.children?.length, seq };
        }),
      )
      .returning({ id: proCategory.id, pids: proCategory.pids });
    const next: typeof level = [];
    level.forEach((c, i) => {
      const row = inserted[i];
      const path = [...c.path, c.spec.code];
      if (c.spec.children?.length) c.spec.children.forEach((spec) => next.push({ id: row.id, pids: row.pids, type: c.type, spec, path }));
      else leaves.push({ id: row.id, type: c.type, codes: path, items: c.spec.items ?? [c.spec.name], specs: c.spec.specs ?? FRESH });
    });
    level = next;
  }
  return leaves;
}

/** The entry of the longest prefix of `areaCode` (6, 4 or 2 digits) in `table`. */
function byPrefix<T>(table: Readonly<Record<string, T>>, areaCode: string | null): T | undefined {
  for (const n of [6, 4, 2]) {
    const v = areaCode ? table[areaCode.slice(0, n)] : undefined;
    if (v) return v;
  }
  return undefined;
}

/** "广东省深圳市南山区" from the seeded divisions, for the codes that exist. */
async function areaNames(tx: DbOrTx, codes: readonly string[]): Promise<Map<string, string>> {
  const candidates = (c: string) => [...new Set([c.slice(0, 2), `${c.slice(0, 2)}0000`, c.slice(0, 4), `${c.slice(0, 4)}00`, c])];
  const wanted = [...new Set(codes.flatMap(candidates))];
  const rows = wanted.length ? await tx.select({ id: addvcd.id, name: addvcd.name, level: addvcd.level }).from(addvcd).where(inArray(addvcd.id, wanted)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = new Map<string, string>();
  for (const code of codes) {
    const chain = candidates(code).map((c) => byId.get(c)).filter((r): r is (typeof rows)[number] => !!r);
    const byLevel = new Map(chain.map((r) => [r.level, r.name]));
    out.set(code, [...byLevel.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n).join(''));
  }
  return out;
}

const shortName = (org: string) => org.replace(/^(深圳市|深圳)/, '').replace(/(股份有限公司|有限责任公司|有限公司|公司)$/, '') || org;
const daysAgo = (random: Random, max: number) => new Date(Date.now() - random.int(0, max) * 86_400_000 - random.int(0, 86_399) * 1000);

/** A product as made: a draft, and the review status its history reaches (played by ./flows.ts). */
export interface MadeProduct {
  readonly id: number;
  readonly orgId: number;
  readonly createTime: Date;
  readonly reviewStatus: number;
}

export async function seedCatalogue(tx: DbOrTx, random: Random, scale: number, filesDir: string): Promise<MadeProduct[]> {
  const leaves = await seedTree(tx);
  const orgs = await tx.select({ id: sysOrg.id, name: sysOrg.name, areaCode: sysOrg.areaCode, address: sysOrg.address }).from(sysOrg).where(eq(sysOrg.type, orgTypeValue(ORG_TYPE.enterprise))).orderBy(sysOrg.id);
  if (!orgs.length) return [];
  // At most ~5 products per enterprise per unit of scale, capped in total.
  const factor = Math.max(1, Math.min(Math.floor(scale), Math.floor(MAX_PRODUCTS / (orgs.length * 5))));
  const names = await areaNames(tx, [...new Set(orgs.map((o) => o.areaCode).filter((c): c is string => !!c))]);

  // Each enterprise makes what its name says (a product type drawn for a name that says nothing).
  const leavesOf = new Map(TREE.map((t) => [t.type, leaves.filter((l) => l.type === t.type)]));
  const ownLeaves = new Map(orgs.map((o) => [o.id, lineLeaves(o.name, leaves) ?? leavesOf.get(random.pick(TREE).type)!]));
  // The product type of its main line: its places are of that trade.
  const lineOf = new Map([...ownLeaves].map(([id, own]) => [id, own[0].type]));
  const places: (typeof zpPlace.$inferInsert)[] = [];
  for (const org of orgs) {
    const line = lineOf.get(org.id)!;
    const short = shortName(org.name);
    const [lon, lat] = byPrefix(CENTRES, org.areaCode) ?? SHENZHEN;
    const region = (org.areaCode && names.get(org.areaCode)) || byPrefix(REGIONS, org.areaCode) || REGIONS[SHENZHEN_AREA_PREFIX];
    const count = random.int(1, 3) * factor;
    const used = new Map<string, number>();
    for (let i = 0; i < count; i++) {
      const type = i === 0 ? PLACE_TYPES[line][0] : random.pick(PLACE_TYPES[line]);
      const n = (used.get(type) ?? 0) + 1;
      used.set(type, n);
      const suffix = type === '0' ? BASE_SUFFIX[line] : PLACE_SUFFIX[type];
      places.push({
        orgId: org.id,
        type,
        name: `${short}${suffix}${n > 1 ? `（${n}号）` : ''}`,
        address: `${region}${random.pick(STREETS)}${random.int(1, 899)}号`,
        isOverseas: false,
        fishArea: line === '2' && type === '0' ? random.pick(FISH_AREAS) : null,
        addLon: (lon + (random.next() - 0.5) * 0.08).toFixed(6),
        addLat: (lat + (random.next() - 0.5) * 0.08).toFixed(6),
        city: org.areaCode,
        area: type === '0' ? String(random.int(20, 3000)) : String(random.int(2, 80)),
        createTime: daysAgo(random, 720),
      });
    }
  }
  const placeIds = new Map<number, number[]>();
  await inBatches(places, async (batch) => {
    const rows = await tx.insert(zpPlace).values(batch).returning({ id: zpPlace.id, orgId: zpPlace.orgId });
    for (const r of rows) placeIds.set(r.orgId, [...(placeIds.get(r.orgId) ?? []), r.id]);
  });

  const products: (typeof zpProduct.$inferInsert)[] = [];
  for (const org of orgs) {
    const own = ownLeaves.get(org.id)!;
    const brand = random.pick(BRANDS);
    // The browser walks' enterprise makes every product of its line (they plan over its certificates).
    const count = Math.max(random.int(2, 5) * factor, org.name === E2E_ENTERPRISE ? own.reduce((n, l) => n + l.items.length, 0) : 0);
    // An enterprise names each product once while its line has names left.
    const named = new Set<string>();
    for (let i = 0; i < count; i++) {
      const drawn = random.pick(own);
      const drawnName = random.pick(drawn.items);
      const cat = named.has(drawnName) ? (own.find((l) => l.items.some((n) => !named.has(n))) ?? drawn) : drawn;
      const name = named.has(drawnName) ? (cat.items.find((n) => !named.has(n)) ?? drawnName) : drawnName;
      named.add(name);
      products.push({
        orgId: org.id,
        name,
        brand: random.chance(0.9) ? brand : random.pick(BRANDS),
        categoryId: cat.id,
        productType: cat.type,
        spec: random.pick(cat.specs),
        annualOutput: String(cat.type === '3' ? random.int(100, 20000) : random.int(20, 5000)),
        placeId: random.pick(placeIds.get(org.id) ?? [0]) || null,
        // The status its review reaches (passed, pending, failed, draft), drawn here and played by ./flows.ts.
        reviewStatus: random.pick([PRODUCT_REVIEW.passed, PRODUCT_REVIEW.passed, PRODUCT_REVIEW.passed, PRODUCT_REVIEW.passed, PRODUCT_REVIEW.pending, PRODUCT_REVIEW.pending, PRODUCT_REVIEW.failed, PRODUCT_REVIEW.draft]),
        createTime: daysAgo(random, 720),
      });
    }
  }
  // Every product is made at its main place, and photographed front and back as the enterprise uploaded it.
  const pictures = await saveFiles(
    tx,
    filesDir,
    products.flatMap((p, k) => ['正面', '背面'].map((side, s) => ({ name: `${p.name}${side}.png`, bytes: png(PICTURE_TYPE.CP, 2 * k + s), orgId: p.orgId, createBy: null, createTime: p.createTime as Date }))),
  );
  const reached = products.map((p) => p.reviewStatus as number);
  products.forEach((p, k) => {
    p.placeIds = p.placeId ? String(p.placeId) : null;
    [p.frontPic, p.backPic] = [String(pictures[2 * k]), String(pictures[2 * k + 1])];
    p.reviewStatus = PRODUCT_REVIEW.draft;
  });
  const ids = await inBatches(products, (batch) => tx.insert(zpProduct).values(batch).returning({ id: zpProduct.id }));
  return products.map((p, k) => ({ id: ids[k].id, orgId: p.orgId, createTime: p.createTime as Date, reviewStatus: reached[k] }));
}
