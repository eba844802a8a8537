/**
 * Documents the evaluation produces, as Word files a person opens and stamps: the 现场评价通知书
 * (on-site evaluation notice) from the application, its places, plans and team. Generated with
 * `docx`; fonts are named (宋体, 黑体), not embedded, as Chinese Word documents usually are.
 */
import { AlignmentType, BorderStyle, Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { SPEC_LABEL } from '../../../src/domain/resources/product';

export interface NoticeFacts {
  readonly code: string;
  readonly orgName: string;
  readonly unitName: string;
  readonly evalType: string;
  readonly evalField: string;
  readonly productNames: string;
  readonly contact: string;
  readonly phone: string;
  readonly leaderName: string;
  readonly memberNames: string;
  readonly plans: readonly { placeName: string; address: string; startDate: string; endDate: string; productNames: string; sampling: boolean }[];
  readonly date: string;
}

/** The documents' type: 宋体 body, sizes in half-points. */
export const text = (t: string, o: { bold?: boolean; size?: number; font?: string } = {}) => new TextRun({ text: t, bold: o.bold, size: o.size ?? 24, font: o.font ?? '宋体' });
export const para = (t: string, o: { bold?: boolean; center?: boolean; right?: boolean; size?: number; indent?: boolean } = {}) =>
  new Paragraph({
    alignment: o.center ? AlignmentType.CENTER : o.right ? AlignmentType.RIGHT : AlignmentType.LEFT,
    spacing: { after: 120, line: 360 },
    indent: o.indent ? { firstLine: 480 } : undefined,
    children: [text(t, { bold: o.bold, size: o.size })],
  });
export const cell = (t: string, bold = false) => new TableCell({ children: [new Paragraph({ children: [text(t, { bold, size: 21 })] })] });
export const line = { style: BorderStyle.SINGLE, size: 4, color: '000000' };

export async function siteNoticeDocx(f: NoticeFacts): Promise<Buffer> {
  const header = ['评价场所', '地址', '评价日期', '评价产品', '现场抽样'];
  const doc = new Document({
    creator: f.unitName,
    title: `现场评价通知书（${f.code}）`,
    sections: [
      {
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [text('“圳品”现场评价通知书', { bold: true, size: 36, font: '黑体' })] }),
          para(`编号：${f.code}`, { right: true, size: 21 }),
          para(`${f.orgName}：`, { bold: true }),
          para(`贵单位提交的“圳品”评价申请（${f.evalType}，${f.evalField}）已通过文件评审。根据《“圳品”评价规则》，我机构将按下表安排对贵单位申报的${f.productNames}开展现场评价，请做好以下准备：`, { indent: true }),
          para('一、安排熟悉生产过程的负责人和技术人员全程陪同；', { indent: true }),
          para('二、备齐生产记录、投入品管理记录、检验记录及追溯记录原件；', { indent: true }),
          para('三、需现场抽样的产品，请预留足量的待检样品。', { indent: true }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            borders: { top: line, bottom: line, left: line, right: line, insideHorizontal: line, insideVertical: line },
            rows: [
              new TableRow({ tableHeader: true, children: header.map((h) => cell(h, true)) }),
              ...f.plans.map((p) => new TableRow({ children: [cell(p.placeName), cell(p.address), cell(p.startDate === p.endDate ? p.startDate : `${p.startDate} 至 ${p.endDate}`), cell(p.productNames), cell(p.sampling ? '是' : '否')] })),
            ],
          }),
          para(''),
          para(`评价组长：${f.leaderName}        评价组员：${f.memberNames || '—'}`),
          para(`企业联系人：${f.contact}        联系电话：${f.phone}`),
          para('如对上述安排有异议，请于收到本通知之日起3个工作日内在平台提出调整申请。', { indent: true }),
          para(''),
          para(`${f.unitName}（盖章）`, { right: true }),
          para(f.date, { right: true }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

export interface DocReviewFacts {
  readonly code: string;
  readonly orgName: string;
  readonly unitName: string;
  readonly productNames: string;
  readonly reviewerName: string;
  readonly reviewDate: string;
  readonly items: readonly { group: string; conform: string; note: string }[];
  readonly conclusion: string;
  readonly opinion: string;
}

/** 文件评审报告: each annex group's finding, the conclusion and the opinion, signed by the reviewer. */
export async function docReviewDocx(f: DocReviewFacts): Promise<Buffer> {
  const doc = new Document({
    creator: f.unitName,
    title: `文件评审报告（${f.code}）`,
    sections: [
      {
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [text('“圳品”文件评审报告', { bold: true, size: 36, font: '黑体' })] }),
          para(`申请编号：${f.code}`, { right: true, size: 21 }),
          para(`申请企业：${f.orgName}`),
          para(`申报产品：${f.productNames}`),
          para(`评价机构：${f.unitName}`),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            borders: { top: line, bottom: line, left: line, right: line, insideHorizontal: line, insideVertical: line },
            rows: [
              new TableRow({ tableHeader: true, children: ['材料分组', '是否符合', '评审意见'].map((h) => cell(h, true)) }),
              ...f.items.map((i) => new TableRow({ children: [cell(i.group), cell(i.conform), cell(i.note || '—')] })),
            ],
          }),
          para(''),
          para(`评审结论：${f.conclusion}`, { bold: true }),
          para(`评审意见：${f.opinion}`),
          para(''),
          para(`评审人：${f.reviewerName}`, { right: true }),
          para(`${f.unitName}`, { right: true }),
          para(f.reviewDate, { right: true }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

export interface EvalReportFacts {
  readonly code: string;
  readonly orgName: string;
  readonly unitName: string;
  readonly testUnitName: string;
  readonly evalType: string;
  readonly evalField: string;
  readonly leaderName: string;
  readonly memberNames: string;
  readonly docConclusion: string;
  readonly visits: readonly { placeName: string; startDate: string; endDate: string }[];
  readonly products: readonly { name: string; spec: string; testOpinion: string; recommend: string }[];
  readonly date: string;
}

/** 评价报告: the evaluation's course (document review, on-site visits) and each product's test opinion and recommendation. */
export async function evalReportDocx(f: EvalReportFacts): Promise<Buffer> {
  const table = (header: string[], rows: string[][]) =>
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: { top: line, bottom: line, left: line, right: line, insideHorizontal: line, insideVertical: line },
      rows: [new TableRow({ tableHeader: true, children: header.map((h) => cell(h, true)) }), ...rows.map((r) => new TableRow({ children: r.map((c) => cell(c)) }))],
    });
  const recommended = f.products.filter((p) => p.recommend === '推荐').length;
  const doc = new Document({
    creator: f.unitName,
    title: `评价报告（${f.code}）`,
    sections: [
      {
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [text('“圳品”评价报告', { bold: true, size: 36, font: '黑体' })] }),
          para(`报告编号：${f.code}`, { right: true, size: 21 }),
          para('一、基本情况', { bold: true }),
          para(`申请企业：${f.orgName}；评价类型：${f.evalType}；评价领域：${f.evalField}。`, { indent: true }),
          para(`评价机构：${f.unitName}；检测机构：${f.testUnitName || '—'}；评价组长：${f.leaderName}；评价组员：${f.memberNames || '—'}。`, { indent: true }),
          para('二、评价过程', { bold: true }),
          para(`文件评审结论：${f.docConclusion}。现场评价安排如下：`, { indent: true }),
          table(['评价场所', '评价日期'], f.visits.map((v) => [v.placeName, v.startDate === v.endDate ? v.startDate : `${v.startDate} 至 ${v.endDate}`])),
          para('三、产品评价结果', { bold: true }),
          table(['产品名称', SPEC_LABEL, '检测意见', '推荐意见'], f.products.map((p) => [p.name, p.spec || '—', p.testOpinion, p.recommend])),
          para('四、评价结论', { bold: true }),
          para(`本次评价共涉及产品${f.products.length}个，建议推荐${recommended}个产品提交技术评审。`, { indent: true }),
          para(''),
          para(`${f.unitName}（盖章）`, { right: true }),
          para(f.date, { right: true }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
