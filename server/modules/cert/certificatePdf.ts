/**
 * The 圳品 certificate as a one-page A4 PDF (证书下载): what a certificate record says, laid out as a
 * printed certificate with a QR code that opens the public verification page.
 *
 * Library: pdf-lib, with fontkit for the font. Pure JavaScript (no native build, no browser), an
 * absolute-position drawing API that suits one fixed page, and font *subset* embedding, so a
 * certificate carries only the glyphs it uses of a 30 000-glyph CJK font (tens of kilobytes, not
 * megabytes). The same library reads a PDF back, which the tests use. pdfmake would do too, but its
 * flowing layout buys nothing for one fixed page.
 * The fontkit is foliojs' fontkit 2 (the one pdfkit uses), not pdf-lib's 2021 fork @pdf-lib/fontkit:
 * the fork writes a TrueType subset's `loca` in the short format even when the font's glyphs have
 * odd lengths (most Noto Serif SC characters came out blank; fixed upstream in foliojs/fontkit pull
 * request 191) and writes an invalid CFF subset of the Noto CJK collections. fontkit 2 dropped
 * Subset#encodeStream, which pdf-lib calls; `embed` gives the subset one.
 *
 * The font (Chinese must render on any machine, embedded in the file):
 *   1. ZP_CJK_FONT, when set: the path of a TTF, OTF or TTC (a collection's Simplified Chinese face
 *      is taken, e.g. NotoSansCJKsc-Regular). Used for every text; a path that cannot be read or a
 *      font without Chinese glyphs is an error, never a silent fallback.
 *   2. The npm package @expo-google-fonts/noto-serif-sc (Noto Serif SC 400 and 700, OFL-1.1), a
 *      dependency, so `npm ci` alone makes certificates work on a fresh machine.
 *   3. The system's Noto CJK collections (Debian/Ubuntu fonts-noto-cjk and the Fedora and Arch
 *      paths), in case the package was pruned from a deployment.
 * Font bytes are read once per process per file and kept in memory; each certificate embeds a
 * subset of them.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import * as fontkit from 'fontkit';
import {
  PDFDocument,
  type PDFFont,
  type PDFPage,
  type RGB,
  degrees,
  pushGraphicsState,
  popGraphicsState,
  rgb,
  setCharacterSpacing,
} from 'pdf-lib';
import QRCode from 'qrcode';
import { chineseDate } from '../../../src/domain/beijingTime';
import { CERT_BASIS_LABEL } from '../../../src/domain/resources/cert';
import { SPEC_LABEL } from '../../../src/domain/resources/product';

export interface CertificateFacts {
  readonly certNo: string;            // e.g. 'SZP-2026-000123'
  readonly version: number;           // 1 for the first issue, 2+ after a change
  readonly orgName: string;           // the enterprise
  readonly creditCode: string | null; // 统一社会信用代码, may be null
  readonly productName: string;
  readonly brand: string | null;
  readonly spec: string | null;       // 规格
  readonly category: string | null;   // 产品类别 label
  readonly places: readonly { name: string; address: string | null }[];  // production places
  readonly standard: string | null;   // 评价依据: the standards cited (basisText), null prints —
  readonly issueDate: string;         // 'YYYY-MM-DD'
  readonly expireDate: string;        // 'YYYY-MM-DD'
  readonly issuer: string;            // e.g. '深圳市圳品评价管理中心'
  readonly verifyUrl: string;         // absolute URL the QR code encodes
}

// ---------------------------------------------------------------------------------------------
// Fonts

/** Where the certificate's fonts come from. */
export interface CjkFontSource {
  readonly from: 'env' | 'package' | 'system';
  readonly regular: string;
  readonly bold: string;
}

const FONT_ENV = 'ZP_CJK_FONT';
const FONT_PACKAGE = '@expo-google-fonts/noto-serif-sc';
const SYSTEM_FONT_DIRS = [
  '/usr/share/fonts/opentype/noto', // Debian, Ubuntu (fonts-noto-cjk)
  '/usr/share/fonts/google-noto-cjk', // Fedora
  '/usr/share/fonts/noto-cjk', // Arch
];

const requireFromHere = createRequire(import.meta.url);

function packageFont(file: string): string | null {
  try {
    return requireFromHere.resolve(`${FONT_PACKAGE}/${file}`);
  } catch {
    return null;
  }
}

/** The fonts a certificate made now would use (see the header); throws when there are none. */
export function cjkFontSource(env: NodeJS.ProcessEnv = process.env): CjkFontSource {
  const override = env[FONT_ENV]?.trim();
  if (override) return { from: 'env', regular: override, bold: override };
  const regular = packageFont('400Regular/NotoSerifSC_400Regular.ttf');
  if (regular) return { from: 'package', regular, bold: packageFont('700Bold/NotoSerifSC_700Bold.ttf') ?? regular };
  for (const dir of SYSTEM_FONT_DIRS) {
    for (const family of ['NotoSerifCJK', 'NotoSansCJK']) {
      const reg = `${dir}/${family}-Regular.ttc`;
      if (!fs.existsSync(reg)) continue;
      const bold = `${dir}/${family}-Bold.ttc`;
      return { from: 'system', regular: reg, bold: fs.existsSync(bold) ? bold : reg };
    }
  }
  throw new Error(
    `No Chinese font for the certificate PDF: install the npm dependencies (${FONT_PACKAGE}), ` +
      `or Debian's fonts-noto-cjk, or set ${FONT_ENV} to a TTF/OTF/TTC file.`,
  );
}

/** A font file read into memory, with the face to take when it is a collection (TTC). */
interface LoadedFont {
  readonly bytes: Buffer;
  readonly face: string | undefined;
}

const fontCache = new Map<string, Promise<LoadedFont>>();

/** A collection's Simplified Chinese face ('NotoSerifCJKsc-Regular', 'PingFangSC-Regular'), else its first. */
function pickFace(names: readonly (string | null | undefined)[]): string | undefined {
  const known = names.filter((n): n is string => !!n);
  return known.find((n) => /CJKsc-|SC-|-SC\b/.test(n)) ?? known[0];
}

async function readFont(path: string, from: CjkFontSource['from']): Promise<LoadedFont> {
  const where = from === 'env' ? `${FONT_ENV}=${path}` : path;
  let bytes: Buffer;
  try {
    bytes = await fs.promises.readFile(path);
  } catch (e) {
    throw new Error(`Cannot read the certificate font ${where}: ${(e as Error).message}`);
  }
  let face: string | undefined;
  let font: fontkit.Font | null;
  try {
    const parsed = fontkit.create(bytes);
    if ('fonts' in parsed) {
      face = pickFace(parsed.fonts.map((f) => f.postscriptName));
      font = face ? parsed.getFont(face) : null;
    } else {
      font = parsed;
    }
  } catch (e) {
    throw new Error(`The certificate font ${where} is not a TTF, OTF or TTC font: ${(e as Error).message}`);
  }
  if (!font || !font.hasGlyphForCodePoint(0x5733 /* 圳 */) || !font.hasGlyphForCodePoint(0x8bc1 /* 证 */)) {
    throw new Error(`The certificate font ${where} has no Chinese glyphs`);
  }
  return { bytes, face };
}

/** Read once per process and file; a failed read is forgotten, so fixing the file is enough. */
function loadFont(path: string, from: CjkFontSource['from']): Promise<LoadedFont> {
  let p = fontCache.get(path);
  if (!p) {
    p = readFont(path, from);
    fontCache.set(path, p);
    p.catch(() => fontCache.delete(path));
  }
  return p;
}

type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];

async function embed(doc: PDFDocument, font: LoadedFont): Promise<PDFFont> {
  const kit = {
    // pdf-lib calls create(bytes) itself: for a collection it must be told which face; and it
    // reads the subset through encodeStream(), which fontkit 2 replaced by encode().
    create: (buffer: Uint8Array, face?: string) => {
      const f = fontkit.create(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength), face ?? font.face) as fontkit.Font;
      const createSubset = f.createSubset.bind(f);
      f.createSubset = () => {
        const subset = createSubset();
        return Object.assign(subset, { encodeStream: () => Readable.from((function* () { yield subset.encode(); })()) });
      };
      return f;
    },
  };
  doc.registerFontkit(kit as unknown as PdfLibFontkit);
  return doc.embedFont(font.bytes, { subset: true });
}

/** The Chinese fonts (regular and bold, see the header) embedded as subsets into `doc`. */
export async function embedCjkFonts(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  const source = cjkFontSource();
  const [regularFont, boldFont] = await Promise.all([
    loadFont(source.regular, source.from),
    source.bold === source.regular ? null : loadFont(source.bold, source.from),
  ]);
  const regular = await embed(doc, regularFont);
  return { regular, bold: boldFont ? await embed(doc, boldFont) : regular };
}

// ---------------------------------------------------------------------------------------------
// QR code

/** The QR code of a URL as a PNG: black on white, a quiet zone of two modules, 8 px a module. */
export async function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 8,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
}

// ---------------------------------------------------------------------------------------------
// Text helpers

/** One line of text: whitespace (newlines, tabs) folded into single spaces. */
function clean(s: string | null | undefined): string {
  return (s ?? '').replace(/\s+/g, ' ').trim();
}

/** Not at the start of a line (避头): closing marks and sentence punctuation. */
const NO_LINE_START = new Set('，。、；：？！）》」』〕】”’…—%,.;:?!)]}·'.split(''));
/** Not at the end of a line (避尾): opening marks. */
const NO_LINE_END = new Set('（《「『〔【“‘([{'.split(''));

/**
 * Breaks text into lines at most `maxWidth` wide: between any two CJK characters, between Latin
 * words (a word longer than a line is broken), keeping closing punctuation off a line's start and
 * opening punctuation off its end.
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const units = text.match(/[A-Za-z0-9@#&*+\-_=/\\.:'"~^|<>$]+|\s+|./gu) ?? [];
  const width = (s: string) => font.widthOfTextAtSize(s, size);
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  const flush = () => {
    lines.push(line.trimEnd());
    line = '';
    lineWidth = 0;
  };
  const pieces: string[] = [];
  for (const u of units) {
    // A Latin run wider than a whole line is split into pieces that fit.
    if (u.length > 1 && width(u) > maxWidth) {
      let piece = '';
      for (const ch of u) {
        if (piece && width(piece + ch) > maxWidth) {
          pieces.push(piece);
          piece = '';
        }
        piece += ch;
      }
      if (piece) pieces.push(piece);
    } else {
      pieces.push(u);
    }
  }
  for (const piece of pieces) {
    if (!line && /^\s+$/.test(piece)) continue;
    const w = width(piece);
    if (line && lineWidth + w > maxWidth && !/^\s+$/.test(piece)) {
      if (NO_LINE_START.has(piece[0]) && lineWidth + w <= maxWidth + size) {
        // Hang the closing mark at the end of the line rather than start the next one with it.
        line += piece;
        lineWidth += w;
        continue;
      }
      // Carry an opening mark that would end this line over to the next one.
      let carry = '';
      while (line.length > 1 && NO_LINE_END.has(line[line.length - 1])) {
        carry = line[line.length - 1] + carry;
        line = line.slice(0, -1);
      }
      flush();
      line = carry;
      lineWidth = carry ? width(carry) : 0;
    }
    line += piece;
    lineWidth += w;
  }
  if (line.trim()) flush();
  return lines.length ? lines : [''];
}

/** Cuts lines to at most `max`, ending the last one kept with an ellipsis that fits. */
function capLines(lines: string[], max: number, font: PDFFont, size: number, maxWidth: number): string[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = kept[max - 1];
  while (last && font.widthOfTextAtSize(`${last}…`, size) > maxWidth) last = [...last].slice(0, -1).join('');
  kept[max - 1] = `${last}…`;
  return kept;
}

// ---------------------------------------------------------------------------------------------
// Layout

const A4: [number, number] = [595.28, 841.89];
const RED = rgb(0.6, 0.08, 0.08);
const GOLD = rgb(0.74, 0.58, 0.26);
const INK = rgb(0.12, 0.12, 0.12);
const GREY = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.82, 0.76, 0.62);
const PAPER = rgb(1, 0.995, 0.975);

interface TextStyle {
  readonly font: PDFFont;
  readonly size: number;
  readonly color?: RGB;
  /** Extra space after each character (points), as the PDF's character spacing. */
  readonly spacing?: number;
  readonly opacity?: number;
}

function textWidth(text: string, s: TextStyle): number {
  return s.font.widthOfTextAtSize(text, s.size) + (s.spacing ?? 0) * Math.max(0, [...text].length - 1);
}

function draw(page: PDFPage, text: string, x: number, y: number, s: TextStyle): void {
  if (!text) return;
  const spaced = !!s.spacing;
  if (spaced) page.pushOperators(pushGraphicsState(), setCharacterSpacing(s.spacing ?? 0));
  page.drawText(text, { x, y, font: s.font, size: s.size, color: s.color ?? INK, opacity: s.opacity });
  if (spaced) page.pushOperators(popGraphicsState());
}

function drawCentered(page: PDFPage, text: string, cx: number, y: number, s: TextStyle): void {
  draw(page, text, cx - textWidth(text, s) / 2, y, s);
}

function drawRight(page: PDFPage, text: string, right: number, y: number, s: TextStyle): void {
  draw(page, text, right - textWidth(text, s), y, s);
}

/** A label spread evenly over `width` (分散对齐), as labels on printed certificates are. */
function drawSpread(page: PDFPage, text: string, x: number, y: number, width: number, s: TextStyle): void {
  // A unit in brackets (规格(g/ml)) keeps its letters together: the words before it are spread.
  const bracket = text.search(/[(（]/);
  if (bracket > 0) {
    const unit = text.slice(bracket);
    const unitWidth = s.font.widthOfTextAtSize(unit, s.size);
    drawSpread(page, text.slice(0, bracket), x, y, width - unitWidth, s);
    draw(page, unit, x + width - unitWidth, y, s);
    return;
  }
  const n = [...text].length;
  const natural = s.font.widthOfTextAtSize(text, s.size);
  const spacing = n > 1 ? Math.max(0, (width - natural) / (n - 1)) : 0;
  if (n === 1) draw(page, text, x + (width - natural) / 2, y, s);
  else draw(page, text, x, y, { ...s, spacing });
}

/** The frame: a red double rule, a band of gold lozenges, a gold inner rule with corner brackets. */
function drawFrame(page: PDFPage): void {
  const [w, h] = A4;
  page.drawRectangle({ x: 0, y: 0, width: w, height: h, color: PAPER });
  page.drawRectangle({ x: 22, y: 22, width: w - 44, height: h - 44, borderColor: RED, borderWidth: 2.4 });
  page.drawRectangle({ x: 28, y: 28, width: w - 56, height: h - 56, borderColor: RED, borderWidth: 0.7 });
  page.drawRectangle({ x: 42, y: 42, width: w - 84, height: h - 84, borderColor: GOLD, borderWidth: 1 });
  // Lozenges along the band between the rules, spaced evenly on each side.
  const band = 35;
  const lozenge = (x: number, y: number) =>
    page.drawRectangle({ x, y: y - 2.6, width: 3.7, height: 3.7, color: GOLD, rotate: degrees(45) });
  const along = (from: number, to: number, at: (t: number) => void) => {
    const n = Math.round((to - from) / 11);
    for (let i = 0; i <= n; i++) at(from + ((to - from) * i) / n);
  };
  along(band, w - band, (x) => {
    lozenge(x, band);
    lozenge(x, h - band);
  });
  along(band + 11, h - band - 11, (y) => {
    lozenge(band, y);
    lozenge(w - band, y);
  });
  // Corner brackets inside the inner rule.
  const inset = 50;
  const arm = 26;
  for (const [cx, sx] of [[inset, 1], [w - inset, -1]] as const) {
    for (const [cy, sy] of [[inset, 1], [h - inset, -1]] as const) {
      page.drawLine({ start: { x: cx, y: cy }, end: { x: cx + sx * arm, y: cy }, thickness: 1.4, color: GOLD });
      page.drawLine({ start: { x: cx, y: cy }, end: { x: cx, y: cy + sy * arm }, thickness: 1.4, color: GOLD });
      page.drawRectangle({ x: cx + sx * 4 - 1.6, y: cy + sy * 4 - 1.6, width: 3.2, height: 3.2, color: RED });
    }
  }
}

/** A rule with a lozenge in the middle, under the title. */
function drawOrnament(page: PDFPage, cx: number, y: number, half: number): void {
  page.drawLine({ start: { x: cx - half, y }, end: { x: cx - 8, y }, thickness: 0.8, color: GOLD });
  page.drawLine({ start: { x: cx + 8, y }, end: { x: cx + half, y }, thickness: 0.8, color: GOLD });
  page.drawRectangle({ x: cx, y: y - 3.8, width: 5.4, height: 5.4, color: RED, rotate: degrees(45) });
}

/** One fact of the certificate: a label and its paragraphs (one per production place). */
interface Row {
  readonly label: string;
  readonly paragraphs: readonly { readonly marker: string; readonly text: string }[];
  readonly maxLines: number;
}

interface Line {
  readonly text: string;
  /** Offset from the value column (a numbered place's continuation lines hang under its text). */
  readonly dx: number;
}

interface LaidRow {
  readonly label: string;
  readonly lines: readonly Line[];
}

const PLACES = '生产场所';

function rowsOf(f: CertificateFacts): Row[] {
  const dash = '—';
  const one = (label: string, value: string | null, maxLines: number): Row => ({
    label,
    paragraphs: [{ marker: '', text: clean(value) || dash }],
    maxLines,
  });
  const places = f.places
    .map((p) => ({ name: clean(p.name), address: clean(p.address) }))
    .filter((p) => p.name || p.address)
    .map((p, i, all) => ({
      marker: all.length > 1 ? `${i + 1}. ` : '',
      text: p.name && p.address ? `${p.name}（${p.address}）` : p.name || p.address,
    }));
  return [
    one('企业名称', f.orgName, 2),
    one('统一社会信用代码', f.creditCode, 1),
    one('产品名称', f.productName, 2),
    one('品牌', f.brand, 2),
    one(SPEC_LABEL, f.spec, 2),
    one('产品类别', f.category, 2),
    { label: PLACES, paragraphs: places.length ? places : [{ marker: '', text: dash }], maxLines: Infinity },
    one(CERT_BASIS_LABEL, f.standard, 2),
    { label: '发证日期', paragraphs: [{ marker: '', text: chineseDate(f.issueDate) }], maxLines: 1 },
    { label: '有效期至', paragraphs: [{ marker: '', text: chineseDate(f.expireDate) }], maxLines: 1 },
  ];
}

/** Every row's lines at one text size: paragraphs wrapped, numbered ones with a hanging indent. */
function layRows(rows: readonly Row[], font: PDFFont, size: number, width: number): LaidRow[] {
  return rows.map((r) => {
    const lines = r.paragraphs.flatMap(({ marker, text }) => {
      const indent = marker ? font.widthOfTextAtSize(marker, size) : 0;
      return wrapText(text, font, size, width - indent).map((t, i) => ({ text: i === 0 ? marker + t : t, dx: i === 0 ? 0 : indent }));
    });
    if (lines.length <= r.maxLines) return { label: r.label, lines };
    const kept = capLines(lines.slice(0, r.maxLines + 1).map((l) => l.text), r.maxLines, font, size, width);
    return { label: r.label, lines: kept.map((text, i) => ({ text, dx: lines[i].dx })) };
  });
}

/** The metrics of the facts block at one text size. */
const lineHeightAt = (size: number) => size * 1.55;
const rowGapAt = (size: number) => size * 0.8;
const blockHeight = (rows: readonly LaidRow[], size: number) =>
  rows.reduce((sum, r) => sum + r.lines.length * lineHeightAt(size) + rowGapAt(size), 0);

/**
 * The facts laid out to fit `budget` points: the largest text size from 12.5 down to 9 that fits
 * everything; failing that, at 9 points, as many production places as fit and a line saying how
 * many there are in all (the verification page lists them). The other rows are capped at one or
 * two lines, so this always fits.
 */
function fitRows(facts: CertificateFacts, font: PDFFont, width: number, budget: number): { rows: LaidRow[]; size: number } {
  const rows = rowsOf(facts);
  for (let size = 12.5; size >= 9; size -= 0.5) {
    const laid = layRows(rows, font, size, width);
    if (blockHeight(laid, size) <= budget || size === 9) {
      if (blockHeight(laid, size) <= budget) return { rows: laid, size };
      const i = laid.findIndex((r) => r.label === PLACES);
      const places = laid[i];
      const others = blockHeight(laid, size) - places.lines.length * lineHeightAt(size);
      const keep = Math.max(1, Math.floor((budget - others) / lineHeightAt(size)) - 1);
      const total = rows[i].paragraphs.length;
      laid[i] = { label: PLACES, lines: [...places.lines.slice(0, keep), { text: `等共 ${total} 处生产场所，详见核验页面`, dx: 0 }] };
      return { rows: laid, size };
    }
  }
  throw new Error('unreachable');
}

/** The certificate of one product as a one-page A4 PDF. */
export async function certificatePdf(facts: CertificateFacts): Promise<Buffer> {
  if (!clean(facts.verifyUrl)) throw new Error('A certificate PDF needs the verifyUrl its QR code opens');
  const qr = await qrPng(clean(facts.verifyUrl));

  const doc = await PDFDocument.create();
  const certNo = clean(facts.certNo);
  const issuer = clean(facts.issuer);
  doc.setTitle(`圳品认证证书 ${certNo}`);
  doc.setSubject(`${clean(facts.productName)} — ${clean(facts.orgName)}`);
  doc.setAuthor(issuer);
  doc.setKeywords([certNo, '圳品']);
  doc.setCreator('圳品评价认证管理平台');
  doc.setProducer('zp-portal (pdf-lib)');
  doc.setLanguage('zh-CN');

  const { regular, bold } = await embedCjkFonts(doc);
  const qrImage = await doc.embedPng(qr);

  const page = doc.addPage(A4);
  const [w] = A4;
  const cx = w / 2;
  drawFrame(page);

  // Watermark: the 圳品 name, faint, behind the text.
  drawCentered(page, '圳品', cx, 330, { font: bold, size: 170, color: RED, opacity: 0.04, spacing: 10 });

  // Heading.
  drawCentered(page, '深圳标准认证', cx, 752, { font: regular, size: 14, color: RED, spacing: 6 });
  drawCentered(page, '圳品认证证书', cx, 704, { font: bold, size: 38, color: RED, spacing: 9 });
  drawCentered(page, 'SHENZHEN STANDARD CERTIFICATION · CERTIFICATE', cx, 682, { font: regular, size: 8.5, color: GREY, spacing: 1.2 });
  drawOrnament(page, cx, 666, 120);
  const version = Number.isInteger(facts.version) && facts.version > 1 ? `（第${facts.version}版）` : '';
  drawCentered(page, `证书编号：${certNo}${version}`, cx, 640, { font: regular, size: 12.5, color: INK, spacing: 0.3 });

  // Preamble.
  drawCentered(page, '经评价，下列产品符合深圳标准“圳品”评价要求，特发此证。', cx, 606, { font: regular, size: 12.5, color: INK });

  // The facts: spread labels on the left, values wrapped on the right, a light rule under each row.
  const left = 86;
  const right = w - 86;
  const labelWidth = 104;
  const valueX = left + labelWidth + 22;
  const top = 578;
  const { rows, size } = fitRows(facts, regular, right - valueX, top - 236);
  const lineHeight = lineHeightAt(size);
  const labelStyle: TextStyle = { font: bold, size: Math.min(size, 12), color: RED };
  const valueStyle: TextStyle = { font: regular, size, color: INK };
  // Labels are spread over the width of the longest (统一社会信用代码, eight characters), ending at the colon.
  const spreadWidth = Math.min(labelWidth, labelStyle.size * 8 + 8);
  let y = top;
  for (const row of rows) {
    const baseline = y - size;
    drawSpread(page, row.label, left + labelWidth - spreadWidth, baseline, spreadWidth, labelStyle);
    draw(page, '：', left + labelWidth + 2, baseline, labelStyle);
    row.lines.forEach((line, i) => draw(page, line.text, valueX + line.dx, baseline - i * lineHeight, valueStyle));
    const ruleY = baseline - (row.lines.length - 1) * lineHeight - size * 0.42;
    page.drawLine({ start: { x: valueX, y: ruleY }, end: { x: right, y: ruleY }, thickness: 0.5, color: RULE });
    y -= row.lines.length * lineHeight + rowGapAt(size);
  }

  // Verification: the QR code, its caption and the URL, bottom left.
  const qrSize = 96;
  const qrX = 86;
  const qrY = 118;
  page.drawRectangle({ x: qrX - 3, y: qrY - 3, width: qrSize + 6, height: qrSize + 6, borderColor: RULE, borderWidth: 0.6, color: rgb(1, 1, 1) });
  page.drawImage(qrImage, { x: qrX, y: qrY, width: qrSize, height: qrSize });
  drawCentered(page, '扫码核验证书真伪', qrX + qrSize / 2, qrY - 17, { font: regular, size: 9.5, color: INK, spacing: 1 });
  const url = clean(facts.verifyUrl);
  let urlSize = 7;
  while (urlSize > 4.5 && regular.widthOfTextAtSize(url, urlSize) > right - qrX) urlSize -= 0.25;
  draw(page, url, qrX, qrY - 31, { font: regular, size: urlSize, color: GREY });

  // Issuer and date, bottom right.
  const issuerStyle: TextStyle = { font: bold, size: 14, color: INK, spacing: 1 };
  const issuerLines = capLines(wrapText(issuer, bold, 14, 230), 2, bold, 14, 230);
  let iy = 190;
  drawRight(page, '发证机构', right, iy + 24, { font: regular, size: 10.5, color: GREY, spacing: 4 });
  for (const line of issuerLines) {
    drawRight(page, line, right, iy, issuerStyle);
    iy -= 20;
  }
  drawRight(page, chineseDate(facts.issueDate), right, iy - 4, { font: regular, size: 12.5, color: INK, spacing: 1 });

  // Footer.
  drawCentered(page, '本证书仅对所列产品及生产场所有效，证书状态以扫码核验结果为准。', cx, 62, { font: regular, size: 8.5, color: GREY });

  return Buffer.from(await doc.save());
}
