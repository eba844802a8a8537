/**
 * The documents the demo world's people filed (an enterprise's 营业执照 and 检测报告, a unit's 抽样单,
 * a rectification's 整改报告): one-page Chinese PDFs in the certificate's fonts, each as a person
 * would scan or print it, small but real. The documents the product itself makes (notices, task
 * books, reports, certificates) are made by its generators, not here.
 *
 * Each kind is one document, the same for every record that files it: a PDF embeds a subset of a
 * CJK font, which takes a moment, so the seed makes each once and stores it once (files are kept by
 * their content).
 */
import { PDFDocument, rgb } from 'pdf-lib';
import { embedCjkFonts, wrapText } from '../modules/cert/certificatePdf';

interface SeedDocument {
  readonly title: string;
  /** Paragraphs, wrapped to the page. */
  readonly body: readonly string[];
  /** Who signs it, at the foot. */
  readonly signed: string;
}

export const SEED_DOCUMENTS = {
  profile: {
    title: '企业简介',
    body: [
      '本企业成立于2012年，注册地位于深圳市，是一家集种植、养殖、加工与配送于一体的农业企业，现有员工186人，其中专业技术人员32人。',
      '企业在省内外建有生产基地4处，总面积2300亩，产品主要供应深圳市各大商超、农贸市场及学校食堂，年销售额约1.2亿元。',
      '企业已通过ISO 9001质量管理体系和HACCP体系认证，建立了从基地到餐桌的全程质量追溯体系。',
    ],
    signed: '企业（盖章）',
  },
  product: {
    title: '产品介绍',
    body: [
      '申报产品按照“圳品”团体标准组织生产，产地环境经检测符合要求，生产过程执行企业标准化操作规程。',
      '产品规格：500克/袋、5千克/箱；保质期：冷藏条件下7天；执行标准：T/SZS 4001―2019 及相应产品标准。',
      '产品经第三方检测机构检测，感官、理化及农药（兽药）残留指标均符合“圳品”评价规范要求。',
    ],
    signed: '企业（盖章）',
  },
  application: {
    title: '“圳品”评价申请书',
    body: [
      '根据《“圳品”评价管理办法》，本企业自愿申请对所列产品开展“圳品”评价，并承诺所提交的申请材料真实、准确、完整。',
      '本企业同意评价机构按照评价规范开展文件评审、现场评价和抽样检测，并接受管理机构的监督。',
      '附件：申报产品清单、生产场所清单、企业资质证明文件。',
    ],
    signed: '申请企业（盖章）    法定代表人（签字）',
  },
  legal: {
    title: '营业执照及食品生产许可证（复印件）',
    body: [
      '营业执照：统一社会信用代码 91440300MA5XXXXXXX；类型：有限责任公司；经营范围：农产品种植、养殖、初加工及销售；营业期限：长期。',
      '食品生产许可证：许可证编号 SC10144030000000；食品类别：蔬菜制品、肉制品；有效期至2029年12月31日。',
      '以上复印件与原件一致。',
    ],
    signed: '企业（盖章）',
  },
  place: {
    title: '生产场所情况说明',
    body: [
      '生产场所位于产地基地内，远离工业污染源，周边无垃圾填埋场和畜禽养殖场，灌溉水源为水库水，经检测符合农田灌溉水质标准。',
      '场所设有原料区、加工区、包装区和成品冷库，各功能区分隔明确，人流、物流分开，配备消毒、防虫、防鼠设施。',
    ],
    signed: '企业（盖章）',
  },
  commitment: {
    title: '诚信承诺书',
    body: [
      '本企业郑重承诺：严格遵守《中华人民共和国食品安全法》等法律法规，按照“圳品”标准组织生产经营；',
      '所提交的全部材料真实有效，不存在虚假、隐瞒情况；获得“圳品”证书后，规范使用“圳品”标识，自觉接受监督检查。',
      '如有违反，自愿承担相应法律责任，并接受撤销证书等处理。',
    ],
    signed: '承诺企业（盖章）    法定代表人（签字）',
  },
  productReport: {
    title: '产品检测报告',
    body: [
      '检测依据：GB 2763―2021《食品安全国家标准 食品中农药最大残留限量》、GB 2762―2022《食品安全国家标准 食品中污染物限量》及“圳品”评价规范。',
      '检测项目：感官要求、铅、镉、毒死蜱、氯氰菊酯、克百威等共36项。',
      '检测结论：所检项目均符合标准要求，判定为合格。',
    ],
    signed: '检测机构（检验检测专用章）',
  },
  institutional: {
    title: '质量管理制度汇编',
    body: [
      '一、原料采购与验收制度；二、生产过程控制制度；三、投入品管理制度；四、产品检验制度；五、不合格品处置制度；',
      '六、产品追溯与召回制度；七、人员健康与培训制度；八、设施设备维护制度；九、文件与记录管理制度。',
      '本汇编自发布之日起执行，由质量管理部负责解释与修订。',
    ],
    signed: '企业质量管理部',
  },
  trace: {
    title: '追溯体系说明',
    body: [
      '企业采用“一品一码”追溯方式，产品包装附追溯二维码，记录种植（养殖）地块、投入品使用、采收（屠宰）、检测、加工和出库信息。',
      '追溯记录保存期限不少于产品保质期满后六个月，且不少于两年；每季度开展一次追溯演练。',
    ],
    signed: '企业（盖章）',
  },
  plantChart: {
    title: '厂区平面图说明',
    body: ['厂区由北向南依次为原料验收区、清洗分拣区、加工区、包装区、成品冷库和发货区，办公及生活区位于厂区东侧，与生产区隔离。', '（平面图见附页）'],
    signed: '企业（盖章）',
  },
  reformReport: {
    title: '整改报告',
    body: [
      '针对监督检查中发现的问题，企业成立整改工作组，逐项分析原因，制定并落实整改措施：',
      '一、完善投入品采购和使用记录，建立农药（兽药）安全间隔期台账；二、对相关批次产品全部召回并封存；三、组织全体生产人员开展质量安全培训。',
      '整改已全部完成，现提交整改报告及证明材料，请予审核。',
    ],
    signed: '企业（盖章）',
  },
  retestReport: {
    title: '整改后产品检测报告',
    body: ['委托有资质的检测机构对整改后生产的产品进行抽样检测，检测项目覆盖监督抽检中不合格的项目。', '检测结论：所检项目均符合标准要求，判定为合格。'],
    signed: '检测机构（检验检测专用章）',
  },
  objection: {
    title: '异议说明及证明材料',
    body: [
      '企业对整改审核结论有异议，理由如下：整改措施已按要求落实，整改后产品经第三方检测全部合格，相关记录齐全。',
      '附件：整改后检测报告、投入品使用记录、培训签到表。请予复核。',
    ],
    signed: '企业（盖章）',
  },
  exitObjection: {
    title: '退出异议材料',
    body: ['企业对拟退出“圳品”的决定有异议：涉事批次产品已全部召回，问题原因已查明并整改到位，后续产品检测均合格。', '请求复核并保留证书。附件：召回记录、整改报告、检测报告。'],
    signed: '企业（盖章）',
  },
  signIn: {
    title: '首次会议签到表',
    body: ['会议内容：介绍监督检查的依据、范围、方法和日程安排，确认企业陪同人员。', '参会人员：监督组长、监督组员、企业负责人、质量负责人、生产负责人（签名见下）。'],
    signed: '监督组',
  },
  siteRecord: {
    title: '现场检查记录',
    body: ['检查生产场所环境、投入品仓库、生产记录、检验记录和追溯记录，查看“圳品”标识使用情况。', '检查结果：生产场所环境整洁，记录基本齐全，标识使用规范。'],
    signed: '检查人（签字）    企业陪同人（签字）',
  },
  samplingSheet: {
    title: '抽样单',
    body: ['抽样地点：生产基地成品库；抽样方式：随机抽样；抽样数量：每个样品2千克，分为检样和备样。', '样品经双方确认后封样，封条由抽样人和企业陪同人共同签字。'],
    signed: '抽样人（签字）    企业陪同人（签字）',
  },
  lastMeeting: {
    title: '末次会议记录',
    body: ['监督组通报现场检查情况和发现的不符合项，企业对检查结果予以确认，并就整改要求和期限达成一致。'],
    signed: '监督组    企业负责人（签字）',
  },
  samplingQualified: {
    title: '检测报告',
    body: ['样品类别：“圳品”监督抽检样品；检测依据：GB 2763―2021、GB 2762―2022 及“圳品”评价规范。', '检测结论：所检项目均符合标准要求，判定为合格。'],
    signed: '检测机构（检验检测专用章）',
  },
  samplingUnqualified: {
    title: '检测报告',
    body: ['样品类别：“圳品”监督抽检样品；检测依据：GB 2763―2021、GB 2762―2022 及“圳品”评价规范。', '检测结论：毒死蜱检出值0.08 mg/kg，超过限量值0.02 mg/kg，判定为不合格。'],
    signed: '检测机构（检验检测专用章）',
  },
} as const satisfies Record<string, SeedDocument>;

export type SeedDocumentKind = keyof typeof SEED_DOCUMENTS;

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 72;

/** One document as a one-page A4 PDF: the title, the paragraphs, who signs it. */
async function documentPdf(d: SeedDocument): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(d.title);
  doc.setLanguage('zh-CN');
  doc.setCreator('圳品评价认证管理平台（演示数据）');
  const { regular, bold } = await embedCjkFonts(doc);
  const page = doc.addPage(A4);
  const [w, h] = A4;
  const ink = rgb(0.1, 0.1, 0.1);
  const titleSize = 20;
  page.drawText(d.title, { x: (w - bold.widthOfTextAtSize(d.title, titleSize)) / 2, y: h - MARGIN - titleSize, size: titleSize, font: bold, color: ink });
  let y = h - MARGIN - titleSize - 40;
  const size = 12;
  for (const paragraph of d.body) {
    // Each paragraph indented by two characters, as Chinese documents are.
    // (wrapped with the indent's width kept, then drawn at it).
    const lines = wrapText(`\u3000\u3000${paragraph}`, regular, size, w - 2 * MARGIN);
    lines.forEach((line, i) => {
      page.drawText(i === 0 ? line.replace(/^\s+/u, '') : line, { x: MARGIN + (i === 0 ? 2 * size : 0), y, size, font: regular, color: ink });
      y -= size * 1.8;
    });
    y -= size * 0.6;
  }
  const signed = d.signed;
  page.drawText(signed, { x: w - MARGIN - regular.widthOfTextAtSize(signed, size), y: Math.min(y - 24, 200), size, font: regular, color: ink });
  return Buffer.from(await doc.save());
}

let made: Promise<Record<SeedDocumentKind, Buffer>> | null = null;

/** Every kind's PDF, made once per process. */
export function seedDocumentPdfs(): Promise<Record<SeedDocumentKind, Buffer>> {
  made ??= (async () => {
    const kinds = Object.keys(SEED_DOCUMENTS) as SeedDocumentKind[];
    const pdfs: Partial<Record<SeedDocumentKind, Buffer>> = {};
    for (const kind of kinds) pdfs[kind] = await documentPdf(SEED_DOCUMENTS[kind]);
    return pdfs as Record<SeedDocumentKind, Buffer>;
  })();
  made.catch(() => (made = null));
  return made;
}
