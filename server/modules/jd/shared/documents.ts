/**
 * The documents the on-site supervision produces, as Word files a person opens, signs and stamps:
 * 监督任务书 (the task book), 不符合项报告 (the nonconformities with the enterprise's explanations),
 * the visit's photos (pictures embedded with their type and description), 监督报告 (the report) and
 * 监督检查书 (the check items and observations). Generated with `docx` in the evaluation's type
 * (server/modules/eval/documents.ts: 宋体 body, 黑体 titles, fonts named rather than embedded).
 */
import { AlignmentType, Document, ImageRun, Packer, Paragraph, Table, TableRow, WidthType, type FileChild } from 'docx';
import { cell, line, para, text } from '../../eval/documents';

const title = (t: string) => new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [text(t, { bold: true, size: 36, font: '黑体' })] });
const heading = (t: string) => para(t, { bold: true });

/** A bordered table with a header row. */
function grid(header: readonly string[], rows: readonly (readonly string[])[]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { top: line, bottom: line, left: line, right: line, insideHorizontal: line, insideVertical: line },
    rows: [new TableRow({ tableHeader: true, children: header.map((h) => cell(h, true)) }), ...rows.map((r) => new TableRow({ children: r.map((c) => cell(c || '—')) }))],
  });
}

const docx = (creator: string, docTitle: string, children: FileChild[]) => Packer.toBuffer(new Document({ creator, title: docTitle, sections: [{ children }] }));

/** Who was supervised, by whom, how: the head every document shares. */
export interface JdTaskFacts {
  readonly code: string;
  readonly planName: string;
  readonly orgName: string;
  readonly orgAddress: string;
  readonly unitName: string;
  readonly testUnitName: string;
  readonly jdType: string;
  readonly methods: string;
  readonly period: string;
  readonly leaderName: string;
  readonly memberNames: string;
}

export interface TaskBookFacts extends JdTaskFacts {
  readonly products: readonly { productName: string; certNo: string; categoryName: string; placeNames: string }[];
  readonly places: readonly { placeName: string; address: string; dates: string; productNames: string }[];
  readonly date: string;
}

/** 监督任务书: the task, the enterprise, its products and certificates, the places with their dates, the team and the methods. */
export function taskBookDocx(f: TaskBookFacts): Promise<Buffer> {
  return docx(f.unitName, `监督任务书（${f.code}）`, [
    title('“圳品”监督任务书'),
    para(`任务编号：${f.code}`, { right: true, size: 21 }),
    para(`监督计划：${f.planName || '—'}`),
    para(`受监督企业：${f.orgName}`),
    para(`企业地址：${f.orgAddress || '—'}`),
    para(`监督类型：${f.jdType}        监督方式：${f.methods}`),
    para(`监督机构：${f.unitName}`),
    para(`检测机构：${f.testUnitName || '—'}`),
    para(`监督期间：${f.period}`),
    para(`监督组长：${f.leaderName || '—'}        监督组员：${f.memberNames || '—'}`),
    heading('一、监督产品'),
    grid(['序号', '产品名称', '证书编号', '产品分类', '生产场所'], f.products.map((p, i) => [String(i + 1), p.productName, p.certNo, p.categoryName, p.placeNames])),
    heading('二、现场监督安排'),
    grid(['监督场所', '地址', '监督日期', '监督产品'], f.places.map((p) => [p.placeName, p.address, p.dates, p.productNames])),
    heading('三、工作要求'),
    para('监督组按《“圳品”评价规则》及本任务书开展现场监督，如实记录现场观察、不符合项及企业说明；企业应安排熟悉生产过程的负责人全程陪同，并提供相关记录原件。', { indent: true }),
    para(''),
    para(`${f.unitName}（盖章）`, { right: true }),
    para(f.date, { right: true }),
  ]);
}

export interface NonComBookFacts extends JdTaskFacts {
  readonly items: readonly {
    placeName: string;
    productName: string;
    clause: string;
    description: string;
    level: string;
    deadline: string;
    explanations: readonly { explanation: string; correction: string; verified: string }[];
  }[];
  readonly date: string;
}

/** 不符合项报告: every nonconformity found on site with the enterprise's explanation and correction. */
export function nonComBookDocx(f: NonComBookFacts): Promise<Buffer> {
  const body: FileChild[] = f.items.length
    ? f.items.flatMap((n, i) => [
        heading(`不符合项${i + 1}：${n.clause}`),
        para(`场所：${n.placeName || '—'}        涉及产品：${n.productName || '—'}        程度：${n.level}        整改期限：${n.deadline || '—'}`),
        para(`不符合事实描述：${n.description}`, { indent: true }),
        ...(n.explanations.length
          ? n.explanations.flatMap((e, j) => [para(`企业说明${n.explanations.length > 1 ? j + 1 : ''}：${e.explanation}`, { indent: true }), para(`纠正措施：${e.correction || '—'}        是否验证：${e.verified}`, { indent: true })])
          : [para('企业说明：尚未填写', { indent: true })]),
      ])
    : [para('本次现场监督未发现不符合项。', { indent: true })];
  return docx(f.unitName, `不符合项报告（${f.code}）`, [
    title('“圳品”现场监督不符合项报告'),
    para(`任务编号：${f.code}`, { right: true, size: 21 }),
    para(`受监督企业：${f.orgName}`),
    para(`监督机构：${f.unitName}        监督组长：${f.leaderName || '—'}`),
    para(`监督期间：${f.period}`),
    para(`本次现场监督共发现不符合项${f.items.length}项，详情如下：`, { indent: true }),
    ...body,
    para(''),
    para('企业代表（签字）：                    监督组长（签字）：'),
    para(`${f.unitName}（盖章）`, { right: true }),
    para(f.date, { right: true }),
  ]);
}

/** A picture the Word file embeds: its bytes, format and size in pixels. */
export interface EmbeddedPicture {
  readonly name: string;
  readonly data: Buffer;
  readonly type: 'png' | 'jpg';
  readonly width: number;
  readonly height: number;
}

export interface PictureFacts {
  readonly code: string;
  readonly orgName: string;
  readonly unitName: string;
  readonly placeName: string;
  readonly dates: string;
  readonly groups: readonly { typeLabel: string; description: string; pictures: readonly EmbeddedPicture[]; otherFiles: readonly string[] }[];
  readonly date: string;
}

/** A PNG's or JPEG's size in pixels from its header, or null when the bytes are neither. */
export function pictureSize(b: Buffer): { width: number; height: number; type: 'png' | 'jpg' } | null {
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('ascii', 12, 16) === 'IHDR') return { type: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  // JPEG: walk the segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC).
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { type: 'jpg', height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    i += 2 + b.readUInt16BE(i + 2);
  }
  return null;
}

/** The largest a picture is shown on an A4 page, in pixels. */
const PICTURE_BOX = { width: 480, height: 600 } as const;

function fitted(p: EmbeddedPicture): { width: number; height: number } {
  const scale = Math.min(1, PICTURE_BOX.width / Math.max(1, p.width), PICTURE_BOX.height / Math.max(1, p.height));
  return { width: Math.max(1, Math.round(p.width * scale)), height: Math.max(1, Math.round(p.height * scale)) };
}

/** 现场照片: the visit's photos by picture type, each group with its description and its pictures embedded. */
export function pictureDocx(f: PictureFacts): Promise<Buffer> {
  const body: FileChild[] = f.groups.flatMap((g, i) => [
    heading(`${i + 1}. ${g.typeLabel}`),
    para(`说明：${g.description || '—'}`, { indent: true }),
    ...g.pictures.flatMap((p) => [
      new Paragraph({ alignment: AlignmentType.CENTER, children: [new ImageRun({ type: p.type, data: p.data, transformation: fitted(p), altText: { name: p.name, description: g.description || g.typeLabel, title: p.name } })] }),
      para(p.name, { center: true, size: 18 }),
    ]),
    ...(g.otherFiles.length ? [para(`其他文件：${g.otherFiles.join('、')}`, { indent: true })] : []),
  ]);
  return docx(f.unitName, `现场照片（${f.code}）`, [
    title('“圳品”现场监督照片'),
    para(`任务编号：${f.code}`, { right: true, size: 21 }),
    para(`受监督企业：${f.orgName}`),
    para(`监督场所：${f.placeName}        监督日期：${f.dates}`),
    ...body,
    para(''),
    para(`${f.unitName}`, { right: true }),
    para(f.date, { right: true }),
  ]);
}

export interface ReportFacts extends JdTaskFacts {
  readonly reportDate: string;
  readonly products: readonly { productName: string; certNo: string; opinion: string; testOpinion: string; remark: string }[];
  readonly items: readonly { item: string; result: string; conformity: string; remark: string }[];
  readonly nonconformities: readonly { clause: string; description: string; level: string }[];
  readonly summary: string;
  readonly conclusion: string;
}

/** 监督报告: the task, every product's opinion and test opinion, the report items, the nonconformities, the summary and the conclusion. */
export function reportDocx(f: ReportFacts): Promise<Buffer> {
  return docx(f.unitName, `监督报告（${f.code}）`, [
    title('“圳品”监督报告'),
    para(`任务编号：${f.code}`, { right: true, size: 21 }),
    heading('一、基本情况'),
    para(`受监督企业：${f.orgName}；监督类型：${f.jdType}；监督方式：${f.methods}；监督期间：${f.period}。`, { indent: true }),
    para(`监督机构：${f.unitName}；检测机构：${f.testUnitName || '—'}；监督组长：${f.leaderName || '—'}；监督组员：${f.memberNames || '—'}。`, { indent: true }),
    heading('二、监督概况'),
    para(f.summary, { indent: true }),
    heading('三、产品监督意见'),
    grid(['序号', '产品名称', '证书编号', '监督意见', '检测结论', '说明'], f.products.map((p, i) => [String(i + 1), p.productName, p.certNo, p.opinion, p.testOpinion, p.remark])),
    heading('四、检查项目'),
    f.items.length ? grid(['序号', '检查项目', '检查情况', '是否符合', '备注'], f.items.map((it, i) => [String(i + 1), it.item, it.result, it.conformity, it.remark])) : para('无', { indent: true }),
    heading('五、不符合项'),
    f.nonconformities.length ? grid(['序号', '不符合条款', '不符合事实描述', '程度'], f.nonconformities.map((n, i) => [String(i + 1), n.clause, n.description, n.level])) : para('本次监督未发现不符合项。', { indent: true }),
    heading('六、监督结论'),
    para(f.conclusion, { indent: true }),
    para(''),
    para(`${f.unitName}（盖章）`, { right: true }),
    para(f.reportDate, { right: true }),
  ]);
}

export interface CheckBookFacts extends JdTaskFacts {
  readonly items: readonly { item: string; result: string; conformity: string; remark: string }[];
  readonly observations: readonly { placeName: string; clause: string; content: string; conformity: string }[];
  readonly date: string;
}

/** 监督检查书: the check items of the report and what the inspectors observed on site. */
export function checkBookDocx(f: CheckBookFacts): Promise<Buffer> {
  return docx(f.unitName, `监督检查书（${f.code}）`, [
    title('“圳品”监督检查书'),
    para(`任务编号：${f.code}`, { right: true, size: 21 }),
    para(`受监督企业：${f.orgName}`),
    para(`监督机构：${f.unitName}        监督期间：${f.period}`),
    para(`监督组长：${f.leaderName || '—'}        监督组员：${f.memberNames || '—'}`),
    heading('一、检查项目'),
    f.items.length ? grid(['序号', '检查项目', '检查情况', '是否符合', '备注'], f.items.map((it, i) => [String(i + 1), it.item, it.result, it.conformity, it.remark])) : para('无', { indent: true }),
    heading('二、现场观察'),
    f.observations.length ? grid(['序号', '场所', '检查条款', '观察内容', '是否符合'], f.observations.map((o, i) => [String(i + 1), o.placeName, o.clause, o.content, o.conformity])) : para('无', { indent: true }),
    para(''),
    para('企业代表（签字）：                    监督组长（签字）：'),
    para(`${f.unitName}（盖章）`, { right: true }),
    para(f.date, { right: true }),
  ]);
}

/** A notice to an enterprise (整改通知书, 整改不合格通知书, 退出通知书): who it goes to, what about, the body, the issuer. */
export interface NoticeFacts {
  readonly title: string;
  readonly docNo: string;
  readonly orgName: string;
  readonly facts: readonly (readonly [string, string])[];
  readonly body: readonly string[];
  readonly issuer: string;
  readonly date: string;
}

/** A notice as a Word file: the title, its number, the enterprise addressed, a table of facts, the body, the issuer and date. */
export function noticeDocx(f: NoticeFacts): Promise<Buffer> {
  return docx(f.issuer, `${f.title}（${f.docNo}）`, [
    title(f.title),
    para(`编号：${f.docNo}`, { right: true, size: 21 }),
    para(`${f.orgName}：`),
    ...f.body.map((b) => para(b, { indent: true })),
    grid(['项目', '内容'], f.facts.map(([k, v]) => [k, v])),
    para(''),
    para(`${f.issuer}（盖章）`, { right: true }),
    para(f.date, { right: true }),
  ]);
}
