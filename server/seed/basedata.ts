/**
 * Basic data of the demo world: the standards 圳品 are evaluated against (深圳标准 group standards
 * T/SZS … of 深圳市深圳标准促进会 for 蔬菜、水果、大米、食用油、水产品… and the national standards
 * they cite), technical specifications, the attachment types of an application and the evaluation
 * rules per product type and evaluation type. Fixed data; the status of standards and
 * specifications is derived from their dates on the day the seed runs.
 */
import { documentStatusOf } from '../../src/domain/resources/standard';
import type { DbOrTx } from '../db/client';
import { baseAnnexType, baseEvalRule, baseStandard, baseTechSpec } from '../db/schema';
import { beijingDate } from '../../src/domain/beijingTime';

/** number, name, level or kind, product type ('' = all), issuer, published, implemented, abolished. */
type Doc = readonly [string, string, number, string, string, string, string, string?];

const SZS = '深圳市深圳标准促进会';
const SZ_SAMR = '深圳市市场监督管理局';
const NHC = '国家卫生健康委员会、国家市场监督管理总局';
const SAMR = '国家市场监督管理总局、国家标准化管理委员会';
const MARA = '中华人民共和国农业农村部';

export const SEED_STANDARDS: readonly Doc[] = [
  ['T/SZS 2190―2021', '圳品 蔬菜', 4, '0', SZS, '2021-06-18', '2021-07-01'],
  ['T/SZS 2191―2021', '圳品 水果', 4, '0', SZS, '2021-06-18', '2021-07-01'],
  ['T/SZS 2192―2021', '圳品 大米', 4, '3', SZS, '2021-08-20', '2021-09-01'],
  ['T/SZS 2193―2021', '圳品 食用油', 4, '3', SZS, '2021-08-20', '2021-09-01'],
  ['T/SZS 2194―2021', '圳品 淡水鱼', 4, '2', SZS, '2021-10-15', '2021-11-01'],
  ['T/SZS 2195―2022', '圳品 南美白对虾', 4, '2', SZS, '2022-03-10', '2022-04-01'],
  ['T/SZS 2196―2022', '圳品 鲜鸡蛋', 4, '1', SZS, '2022-05-20', '2022-06-01'],
  ['T/SZS 2197―2022', '圳品 冷鲜猪肉', 4, '1', SZS, '2022-05-20', '2022-06-01'],
  ['T/SZS 2230―2026', '圳品 绿茶', 4, '3', SZS, '2026-10-30', '2027-01-01'],
  // One for each kind of product the demo world certifies, so every certificate cites its own.
  ['T/SZS 2198―2022', '圳品 牛肉', 4, '1', SZS, '2022-09-15', '2022-10-01'],
  ['T/SZS 2199―2022', '圳品 羊肉', 4, '1', SZS, '2022-09-15', '2022-10-01'],
  ['T/SZS 2200―2022', '圳品 禽肉', 4, '1', SZS, '2022-09-15', '2022-10-01'],
  ['T/SZS 2201―2022', '圳品 鸭蛋', 4, '1', SZS, '2022-09-15', '2022-10-01'],
  ['T/SZS 2202―2022', '圳品 海水鱼', 4, '2', SZS, '2022-11-20', '2022-12-01'],
  ['T/SZS 2203―2022', '圳品 虾蟹贝', 4, '2', SZS, '2022-11-20', '2022-12-01'],
  ['T/SZS 2204―2022', '圳品 藻类', 4, '2', SZS, '2022-11-20', '2022-12-01'],
  ['T/SZS 2205―2023', '圳品 米面制品', 4, '3', SZS, '2023-03-10', '2023-04-01'],
  ['T/SZS 2206―2023', '圳品 乳制品', 4, '3', SZS, '2023-03-10', '2023-04-01'],
  ['T/SZS 2207―2023', '圳品 饮料', 4, '3', SZS, '2023-03-10', '2023-04-01'],
  ['T/SZS 2208―2023', '圳品 调味品', 4, '3', SZS, '2023-06-15', '2023-07-01'],
  ['T/SZS 2209―2023', '圳品 茶叶', 4, '3', SZS, '2023-06-15', '2023-07-01'],
  ['T/SZS 2210―2023', '圳品 糕点', 4, '3', SZS, '2023-06-15', '2023-07-01'],
  ['T/SZS 2211―2023', '圳品 肉制品', 4, '3', SZS, '2023-06-15', '2023-07-01'],
  ['T/SZS 4012―2019', '圳品 叶类蔬菜', 4, '0', SZS, '2019-11-20', '2019-12-01', '2021-07-01'],
  ['GB 2762―2022', '食品安全国家标准 食品中污染物限量', 1, '', NHC, '2022-06-30', '2023-06-30'],
  ['GB 2763―2021', '食品安全国家标准 食品中农药最大残留限量', 1, '', NHC, '2021-03-03', '2021-09-03'],
  ['GB 2763―2019', '食品安全国家标准 食品中农药最大残留限量', 1, '', NHC, '2019-08-15', '2020-02-15', '2021-09-03'],
  ['GB 31650―2019', '食品安全国家标准 食品中兽药最大残留限量', 1, '1', NHC, '2019-09-06', '2020-04-01'],
  ['GB/T 19630―2019', '有机产品 生产、加工、标识与管理体系要求', 1, '', SAMR, '2019-08-30', '2020-01-01'],
  ['NY/T 391―2021', '绿色食品 产地环境质量', 2, '', MARA, '2021-05-07', '2021-11-01'],
];

export const SEED_TECH_SPECS: readonly Doc[] = [
  ['T/SZS 4002―2019', '圳品评价技术规范', 1, '', SZS, '2019-11-20', '2019-12-01'],
  ['T/SZS 4003―2020', '圳品 生产过程质量追溯技术规范', 4, '', SZS, '2020-04-28', '2020-05-01'],
  ['T/SZS 4005―2020', '圳品 抽样检验技术规范', 3, '', SZS, '2020-09-10', '2020-10-01'],
  ['T/SZS 4006―2021', '圳品 包装与标识规范', 5, '3', SZS, '2021-03-15', '2021-04-01'],
  ['T/SZS 4010―2026', '圳品 冷链配送技术规范', 2, '', SZS, '2026-11-10', '2027-02-01'],
  ['SZDB/Z 325―2018', '供深食品 蔬菜生产技术规范', 2, '0', SZ_SAMR, '2018-06-25', '2018-07-01'],
  ['SZDB/Z 326―2018', '供深食品 水产养殖技术规范', 2, '2', SZ_SAMR, '2018-06-25', '2018-07-01'],
  ['SZDB/Z 327―2018', '供深食品 畜禽养殖技术规范', 2, '1', SZ_SAMR, '2018-06-25', '2018-07-01', '2024-01-01'],
  ['NY/T 1056―2021', '绿色食品 贮藏运输准则', 4, '', MARA, '2021-05-07', '2021-11-01'],
];

/** code, name, upload type, MB, count (0 = no limit), required, remark. */
export const SEED_ANNEX_TYPES: readonly (readonly [string, string, string, number, number, boolean, string])[] = [
  ['YYZZ', '营业执照', 'pdf', 20, 1, true, '加盖公章的营业执照副本扫描件'],
  ['SPSCXKZ', '食品生产许可证', 'pdf', 20, 1, false, '预包装类产品必须提供'],
  ['SPJYXKZ', '食品经营许可证', 'pdf', 20, 1, false, '从事食品经营的企业提供'],
  ['CPJCBG', '产品检测报告', 'pdfOnly', 50, 0, true, '具备CMA资质的检测机构近一年内出具的全项检测报告'],
  ['CDHJBG', '产地环境检测报告', 'docReview', 50, 0, false, '种养殖基地的土壤、灌溉水或养殖用水检测报告'],
  ['SBZCZ', '商标注册证', 'pdf', 20, 3, false, '申请产品使用的注册商标'],
  ['ZLTXWJ', '质量管理体系文件', 'doc', 50, 5, true, '质量手册、程序文件及作业指导书'],
  ['CPBZ', '产品包装标签', 'img', 20, 4, true, '产品正面、背面照片，或至少3张照片'],
  ['XYBG', '企业信用报告', 'pdfOnly', 20, 1, false, '信用中国或第三方出具的信用报告'],
  ['CNS', '申请承诺书', 'pdfOnly', 20, 1, true, '法定代表人签字并加盖公章'],
  ['QTCL', '其他材料', 'beCommon', 50, 0, false, '其他需要补充说明的材料'],
];

const CONTENT = (scope: string, basis: string) =>
  [
    `一、适用范围：本规则适用于${scope}的圳品评价。`,
    `二、评价依据：${basis}及本规则所列技术规范。`,
    '三、评价程序：申请受理、材料审核、现场评价、抽样检测、综合评审、评价决定。',
    '四、判定规则：材料审核、现场评价和抽样检测均符合要求的，判定为通过；任一项不符合且整改后仍不符合的，判定为不通过。',
  ].join('\n');

interface RuleSeed {
  readonly name: string;
  readonly productType: string;
  readonly evalType: string;
  readonly evalField: string;
  readonly version: string;
  readonly effectiveDate: string;
  readonly status: number;
  readonly standards: readonly string[];
  readonly specs: readonly string[];
  readonly annexTypes: readonly string[];
  readonly scope: string;
}

const BASIC_ANNEX = ['YYZZ', 'CPJCBG', 'ZLTXWJ', 'CPBZ', 'CNS'];

export const SEED_EVAL_RULES: readonly RuleSeed[] = [
  { name: '果蔬类首次评价规则', productType: '0', evalType: '0', evalField: '2', version: 'V2.0', effectiveDate: '2021-07-01', status: 1, standards: ['T/SZS 2190―2021', 'T/SZS 2191―2021', 'GB 2763―2021', 'GB 2762―2022'], specs: ['T/SZS 4002―2019', 'SZDB/Z 325―2018'], annexTypes: [...BASIC_ANNEX, 'CDHJBG', 'SBZCZ'], scope: '蔬菜、水果等果蔬类食用农产品' },
  { name: '果蔬类首次评价规则', productType: '0', evalType: '0', evalField: '2', version: 'V1.0', effectiveDate: '2019-12-01', status: 0, standards: ['T/SZS 4012―2019', 'GB 2763―2019'], specs: ['T/SZS 4002―2019'], annexTypes: BASIC_ANNEX, scope: '叶类蔬菜等果蔬类食用农产品' },
  { name: '果蔬类复评规则', productType: '0', evalType: '1', evalField: '2', version: 'V1.0', effectiveDate: '2022-01-01', status: 1, standards: ['T/SZS 2190―2021', 'T/SZS 2191―2021', 'GB 2763―2021'], specs: ['T/SZS 4002―2019', 'T/SZS 4005―2020'], annexTypes: ['YYZZ', 'CPJCBG', 'CNS'], scope: '证书有效期届满申请复评的果蔬类产品' },
  { name: '果蔬类产品扩项评价规则', productType: '0', evalType: '2', evalField: '2', version: 'V1.0', effectiveDate: '2022-01-01', status: 1, standards: ['T/SZS 2190―2021', 'T/SZS 2191―2021'], specs: ['T/SZS 4002―2019'], annexTypes: ['CPJCBG', 'CPBZ', 'CNS'], scope: '已获圳品证书企业新增的果蔬类产品' },
  { name: '果蔬类年度监督评价规则', productType: '0', evalType: '4', evalField: '2', version: 'V1.0', effectiveDate: '2022-01-01', status: 1, standards: ['T/SZS 2190―2021', 'GB 2763―2021'], specs: ['T/SZS 4005―2020', 'T/SZS 4003―2020'], annexTypes: ['CPJCBG'], scope: '获证果蔬类产品的年度监督' },
  { name: '肉禽类首次评价规则', productType: '1', evalType: '0', evalField: '2', version: 'V1.0', effectiveDate: '2022-06-01', status: 1, standards: ['T/SZS 2196―2022', 'T/SZS 2197―2022', 'T/SZS 2198―2022', 'T/SZS 2199―2022', 'T/SZS 2200―2022', 'T/SZS 2201―2022', 'GB 31650―2019', 'GB 2762―2022'], specs: ['T/SZS 4002―2019', 'SZDB/Z 327―2018'], annexTypes: [...BASIC_ANNEX, 'CDHJBG'], scope: '畜禽肉、禽蛋等肉禽类食用农产品' },
  { name: '水产类首次评价规则', productType: '2', evalType: '0', evalField: '2', version: 'V1.0', effectiveDate: '2021-11-01', status: 1, standards: ['T/SZS 2194―2021', 'T/SZS 2195―2022', 'T/SZS 2202―2022', 'T/SZS 2203―2022', 'T/SZS 2204―2022', 'GB 2762―2022'], specs: ['T/SZS 4002―2019', 'SZDB/Z 326―2018'], annexTypes: [...BASIC_ANNEX, 'CDHJBG'], scope: '鱼、虾蟹贝、藻类等水产类食用农产品' },
  { name: '预包装类首次评价规则', productType: '3', evalType: '0', evalField: '1', version: 'V1.0', effectiveDate: '2021-09-01', status: 1, standards: ['T/SZS 2192―2021', 'T/SZS 2193―2021', 'T/SZS 2205―2023', 'T/SZS 2206―2023', 'T/SZS 2207―2023', 'T/SZS 2208―2023', 'T/SZS 2209―2023', 'T/SZS 2210―2023', 'T/SZS 2211―2023', 'GB 2762―2022'], specs: ['T/SZS 4002―2019', 'T/SZS 4006―2021'], annexTypes: [...BASIC_ANNEX, 'SPSCXKZ', 'SBZCZ'], scope: '粮油、乳制品、饮料、调味品、茶叶等预包装食品' },
  { name: '预包装类复评规则', productType: '3', evalType: '1', evalField: '1', version: 'V2.1', effectiveDate: '2027-01-01', status: -3, standards: ['T/SZS 2192―2021', 'T/SZS 2193―2021', 'T/SZS 2230―2026'], specs: ['T/SZS 4006―2021'], annexTypes: ['YYZZ', 'SPSCXKZ', 'CPJCBG', 'CNS'], scope: '证书有效期届满申请复评的预包装食品' },
];

export async function seedBasedata(tx: DbOrTx): Promise<void> {
  const today = beijingDate();
  const docRows = (docs: readonly Doc[]) =>
    docs.map(([code, name, levelOrKind, productType, issuer, publishDate, implementDate, abolishDate]) => ({
      code,
      name,
      levelOrKind: String(levelOrKind),
      productType: productType || null,
      issuer,
      publishDate,
      implementDate,
      abolishDate: abolishDate ?? null,
      status: documentStatusOf({ implementDate, abolishDate: abolishDate ?? null }, today),
    }));
  const standards = await tx
    .insert(baseStandard)
    .values(docRows(SEED_STANDARDS).map(({ levelOrKind, ...r }) => ({ ...r, level: levelOrKind })))
    .returning({ id: baseStandard.id, code: baseStandard.code });
  const specs = await tx
    .insert(baseTechSpec)
    .values(docRows(SEED_TECH_SPECS).map(({ levelOrKind, ...r }) => ({ ...r, kind: levelOrKind })))
    .returning({ id: baseTechSpec.id, code: baseTechSpec.code });
  const annexTypes = await tx
    .insert(baseAnnexType)
    .values(SEED_ANNEX_TYPES.map(([code, name, uploadType, maxSizeMb, maxCount, required, remark], i) => ({ code, name, uploadType, maxSizeMb, maxCount, required, remark, seq: (i + 1) * 10 })))
    .returning({ id: baseAnnexType.id, code: baseAnnexType.code });
  const idsOf = (rows: readonly { id: number; code: string }[], codes: readonly string[]) => {
    const m = new Map(rows.map((r) => [r.code, r.id]));
    return codes.map((c) => {
      const id = m.get(c);
      if (id === undefined) throw new Error(`seed: unknown basic-data code ${c}`);
      return id;
    }).join(',');
  };
  await tx.insert(baseEvalRule).values(
    SEED_EVAL_RULES.map((r) => ({
      name: r.name,
      productType: r.productType,
      evalType: r.evalType,
      evalField: r.evalField,
      version: r.version,
      effectiveDate: r.effectiveDate,
      status: r.status,
      standardIds: idsOf(standards, r.standards),
      techSpecIds: idsOf(specs, r.specs),
      annexTypeIds: idsOf(annexTypes, r.annexTypes),
      content: CONTENT(r.scope, r.standards.join('、')),
    })),
  );
}
