/**
 * The certificate PDF (server/modules/cert/certificatePdf.ts): read back as a person's viewer
 * would. pdf.js (the reader in Firefox) extracts the text, pdf-lib counts the pages and finds the
 * embedded fonts and the QR image, and jsQR scans that image as a phone would.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import * as fontkit from 'fontkit';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type CertificateFacts,
  certificatePdf,
  cjkFontSource,
  qrPng,
} from '../../../server/modules/cert/certificatePdf';
import { qrOf, scan, textOf } from '../pdfRead';

const facts: CertificateFacts = {
  certNo: 'SZP-2026-000123',
  version: 2,
  orgName: '深圳市鹏城绿源农产品发展有限公司',
  creditCode: '91440300MA5F8XYZ1K',
  productName: '圳品有机富硒大米（五常稻花香）',
  brand: '鹏城绿源',
  spec: '5kg/袋',
  category: '粮食加工品 / 大米',
  places: [
    { name: '光明区生产基地', address: '深圳市光明区马田街道将石社区石围路18号' },
    { name: '黑龙江五常种植基地', address: null },
  ],
  standard: 'T/SZS 4001—2019《圳品 大米》',
  issueDate: '2026-01-15',
  expireDate: '2029-01-14',
  issuer: '深圳市圳品评价管理中心',
  verifyUrl: 'http://127.0.0.1:5173/verify?no=SZP-2026-000123',
};

const squeeze = (s: string) => s.replace(/\s+/g, '');

/** The font descriptors of the PDF's embedded fonts. */
function fontDescriptors(doc: PDFDocument): PDFDict[] {
  return doc.context
    .enumerateIndirectObjects()
    .map(([, obj]) => obj)
    .filter((obj): obj is PDFDict => obj instanceof PDFDict && obj.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'));
}

describe('certificatePdf', () => {
  afterEach(() => {
    delete process.env.ZP_CJK_FONT;
  });

  it('is a one-page A4 PDF that reads as the certificate: title, number and version, every fact, issuer and verify URL', async () => {
    const pdf = await certificatePdf(facts);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe('圳品认证证书 SZP-2026-000123');

    const text = await textOf(pdf);
    for (const expected of [
      '圳品认证证书',
      '证书编号：SZP-2026-000123（第2版）',
      facts.orgName,
      facts.creditCode,
      facts.productName,
      facts.brand,
      facts.spec,
      facts.category,
      '光明区生产基地（深圳市光明区马田街道将石社区石围路18号）',
      '黑龙江五常种植基地',
      facts.standard,
      '发证日期：2026年1月15日',
      '有效期至：2029年1月14日',
      facts.issuer,
      '扫码核验证书真伪',
      facts.verifyUrl,
    ]) {
      expect(text).toContain(squeeze(expected ?? ''));
    }
  });

  it('marks no version on a first issue and shows a dash for facts left empty', async () => {
    const text = await textOf(await certificatePdf({ ...facts, version: 1, creditCode: null, brand: null, spec: null, category: null, standard: null }));
    expect(text).toContain('证书编号：SZP-2026-000123经评价');
    expect(text).not.toContain('版）');
    expect(text).toContain('统一社会信用代码：—');
    expect(text).toContain('评价依据：—');
  });

  it('embeds font subsets whose glyphs all have outlines, so a certificate stays small and every character shows', async () => {
    const pdf = await certificatePdf(facts);
    const doc = await PDFDocument.load(pdf);
    const fontFiles = fontDescriptors(doc).map((d) => doc.context.lookup(d.get(PDFName.of('FontFile2'))));
    expect(fontFiles).toHaveLength(2); // regular and bold, TrueType
    for (const file of fontFiles) {
      if (!(file instanceof PDFRawStream)) throw new Error('a font descriptor without a TrueType font file');
      const font = fontkit.create(zlib.inflateSync(file.contents)) as fontkit.Font;
      // Every glyph but the space draws something: a subset with a broken glyph index (as
      // @pdf-lib/fontkit writes for this font) keeps the text but shows blanks.
      const blank = Array.from({ length: font.numGlyphs - 1 }, (_, i) => font.getGlyph(i + 1)).filter((g) => g.path.commands.length === 0);
      expect(blank.length).toBeLessThanOrEqual(1);
      expect(font.numGlyphs).toBeLessThan(200);
    }
    // The whole Noto Serif SC face is 14.8 MB; the subsets of two weights and the page fit in 150 KB.
    expect(pdf.length).toBeLessThan(150_000);
  });

  it('carries a QR code that scans to the verify URL', async () => {
    // The PNG as made ...
    const png = PNG.sync.read(await qrPng(facts.verifyUrl));
    expect(scan(new Uint8ClampedArray(png.data), png.width, png.height)).toBe(facts.verifyUrl);

    // ... and the image as embedded in the PDF.
    expect(await qrOf(await certificatePdf(facts))).toBe(facts.verifyUrl);
  });

  it('stays on one page with long names and many places, saying how many places there are', async () => {
    const pdf = await certificatePdf({
      ...facts,
      orgName: '深圳市前海深港现代服务业合作区国际农产品供应链管理与冷链物流综合服务集团股份有限公司宝安分公司',
      productName: 'Organic Premium Jasmine Rice 有机茉莉香米（特级·真空包装·礼盒装）Extra-Long-Grain-Selection-Series-2026',
      places: Array.from({ length: 30 }, (_, i) => ({ name: `第${i + 1}生产基地`, address: `广东省深圳市龙岗区横岗街道某某工业园${i + 1}栋` })),
      verifyUrl: `https://zp.example.cn/verify?no=SZP-2026-000123&${'x'.repeat(120)}`,
    });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const text = await textOf(pdf);
    expect(text).toContain('1.第1生产基地');
    expect(text).toContain('等共30处生产场所，详见核验页面');
    expect(text).not.toContain('第30生产基地');
  });

  it('takes its font from the npm package unless ZP_CJK_FONT says otherwise', () => {
    const source = cjkFontSource({});
    expect(source.from).toBe('package');
    expect(source.regular).toMatch(/@expo-google-fonts[\\/]noto-serif-sc[\\/].*Regular\.ttf$/);
    expect(source.bold).toMatch(/Bold\.ttf$/);
    expect(cjkFontSource({ ZP_CJK_FONT: '/fonts/x.otf' })).toEqual({ from: 'env', regular: '/fonts/x.otf', bold: '/fonts/x.otf' });
  });

  const notoCjk = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
  it.skipIf(!fs.existsSync(notoCjk))('uses a collection named by ZP_CJK_FONT, taking its Simplified Chinese face', async () => {
    process.env.ZP_CJK_FONT = notoCjk;
    const pdf = await certificatePdf(facts);
    const doc = await PDFDocument.load(pdf);
    const names = fontDescriptors(doc).map((d) => String(d.get(PDFName.of('FontName'))));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes('NotoSansCJKsc-Regular'))).toBe(true);
    const text = await textOf(pdf);
    expect(text).toContain(facts.orgName);
    expect(text).toContain(squeeze(facts.productName));
  });

  it('fails clearly when ZP_CJK_FONT names a missing file or no font', async () => {
    process.env.ZP_CJK_FONT = '/nonexistent/font.ttf';
    await expect(certificatePdf(facts)).rejects.toThrow(/ZP_CJK_FONT=\/nonexistent\/font\.ttf/);
    process.env.ZP_CJK_FONT = new URL('../../../package.json', import.meta.url).pathname;
    await expect(certificatePdf(facts)).rejects.toThrow(/not a TTF, OTF or TTC font/);
  });

  it('refuses a certificate without a verify URL, and prints odd facts without failing', async () => {
    await expect(certificatePdf({ ...facts, verifyUrl: ' ' })).rejects.toThrow(/verifyUrl/);
    const pdf = await certificatePdf({ ...facts, version: Number.NaN, orgName: '𠀀企业😀\n\t有限公司', productName: '', places: [{ name: '', address: '' }], issueDate: 'soon' });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const text = await textOf(pdf);
    expect(text).toContain('企业');
    expect(text).toContain('有限公司');
    expect(text).toContain('产品名称：—');
    expect(text).toContain('发证日期：soon');
  });
});
