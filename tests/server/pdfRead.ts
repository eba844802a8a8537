/**
 * A generated PDF read back as a person's viewer and phone would: pdf.js (the reader in Firefox)
 * extracts the text, pdf-lib finds the embedded images, jsQR scans the QR code.
 */
import zlib from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page as pdf.js extracts it, whitespace removed (spaced titles, wrapped lines). */
export async function textOf(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    let text = '';
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
    }
    return text.replace(/\s+/g, '');
  } finally {
    await doc.destroy();
  }
}

/** Every indirect object of the PDF that is a stream whose dictionary has Subtype `subtype`. */
export function streams(doc: PDFDocument, subtype: string): PDFRawStream[] {
  return doc.context
    .enumerateIndirectObjects()
    .map(([, obj]) => obj)
    .filter((obj): obj is PDFRawStream => obj instanceof PDFRawStream && obj.dict.get(PDFName.of('Subtype')) === PDFName.of(subtype));
}

/** Scans RGBA pixels for a QR code as a phone would. */
export function scan(rgba: Uint8ClampedArray, width: number, height: number): string | undefined {
  return jsQR(rgba, width, height)?.data;
}

/** What the QR code embedded in the PDF says (pdf-lib stores a PNG's RGB pixels deflated), or undefined. */
export async function qrOf(pdf: Buffer): Promise<string | undefined> {
  const doc = await PDFDocument.load(pdf);
  const [image] = streams(doc, 'Image').filter((s) => s.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceRGB'));
  if (!image) return undefined;
  const w = (image.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
  const h = (image.dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
  const rgb = zlib.inflateSync(image.contents);
  const rgba = new Uint8ClampedArray(w * h * 4);
  for (let p = 0; p < w * h; p++) rgba.set([rgb[p * 3], rgb[p * 3 + 1], rgb[p * 3 + 2], 255], p * 4);
  return scan(rgba, w, h);
}
