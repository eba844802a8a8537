/**
 * Reading an import file: the multipart body (one .xlsx file under `file`, at most the upload
 * limit, held in memory: nothing is stored), then its sheet of 历史产品 as rows of text. Every
 * failure of the file as a whole is a 400 envelope in the page's words, never a 500.
 */
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { HISTORY_COLUMNS, HISTORY_FILE_EXT, HISTORY_GUIDE_SHEET, HISTORY_MAX_ROWS, HISTORY_MSG, HISTORY_SHEET, matchHeader, type HistoryKey, type HistoryRow, type HistoryValues } from '../../../src/domain/historyImport';
import { extOf, UPLOAD_MSG } from '../../../src/domain/upload';
import { badRequest } from '../../http/envelope';
import { cleanFileName } from '../file/name';

export interface UploadedSheet {
  readonly name: string;
  readonly bytes: Buffer;
}

const drain = (s: Readable) => pipeline(s, new Writable({ write: (_chunk, _enc, done) => done() }));

/** The one file of a multipart body, in memory (at most `maxBytes`). */
export async function readUpload(req: FastifyRequest, maxBytes: number): Promise<UploadedSheet> {
  if (!req.isMultipart()) throw badRequest(HISTORY_MSG.notMultipart);
  let file: UploadedSheet | null = null;
  let tooLarge = false;
  try {
    // throwFileSizeLimit off: an oversized file is reported by its `truncated` flag, in our words.
    const partsOptions = { limits: { fileSize: maxBytes }, throwFileSizeLimit: false };
    for await (const part of req.parts(partsOptions)) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file' || file) {
        await drain(part.file);
        continue;
      }
      const bytes = await part.toBuffer();
      tooLarge = part.file.truncated;
      file = { name: cleanFileName(part.filename), bytes };
    }
  } catch (e) {
    // The parser's own errors (no boundary, a cut-off part) carry no status: bad input, not a fault.
    if (e instanceof Error && !('statusCode' in e)) throw badRequest(UPLOAD_MSG.malformed);
    throw e;
  }
  if (!file) throw badRequest(HISTORY_MSG.noFile);
  if (tooLarge) throw badRequest(UPLOAD_MSG.tooLarge);
  if (file.bytes.length === 0) throw badRequest(UPLOAD_MSG.empty);
  if (extOf(file.name) !== HISTORY_FILE_EXT) throw badRequest(HISTORY_MSG.onlyXlsx);
  return file;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Excel keeps a day as midnight UTC of that day. */
const dayOf = (d: Date) => (Number.isNaN(d.getTime()) ? '' : `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);
/** Excel's serial day number (1900 date system) of a date cell that lost its date format. */
const serialDay = (n: number) => (n >= 1 && n < 100_000 ? dayOf(new Date(Math.round((n - 25569) * 86_400_000))) : String(n));

/** A cell's value as text: rich text joined, a formula's result, a hyperlink's text, a date as YYYY-MM-DD. */
export function cellText(v: ExcelJS.CellValue, isDate: boolean): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return dayOf(v);
  if (typeof v === 'number') return isDate ? serialDay(v) : String(v);
  if (typeof v === 'string' || typeof v === 'boolean') return String(v);
  if (typeof v === 'object') {
    if ('richText' in v && Array.isArray(v.richText)) return v.richText.map((t) => t.text).join('');
    if ('formula' in v || 'sharedFormula' in v) return cellText((v as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue, isDate);
    if ('hyperlink' in v) return cellText((v as ExcelJS.CellHyperlinkValue).text as ExcelJS.CellValue, isDate);
    if ('error' in v) return String((v as ExcelJS.CellErrorValue).error);
  }
  return '';
}

/** The bytes of an .xlsx file -> its workbook, or the 400 saying it is none. */
export async function openWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (type?.ext !== 'xlsx') throw badRequest(HISTORY_MSG.unreadable);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(HISTORY_MSG.unreadable);
  }
  return wb;
}

/**
 * The data rows of the sheet 历史产品 (else the first sheet other than 填写说明): the first row with
 * any text is the header, columns are found by their header text, rows without any text are
 * skipped, each row keeps its number in the sheet.
 */
export function sheetRows(wb: ExcelJS.Workbook): HistoryRow[] {
  const ws = wb.getWorksheet(HISTORY_SHEET) ?? wb.worksheets.find((w) => w.name !== HISTORY_GUIDE_SHEET) ?? wb.worksheets[0];
  if (!ws) throw badRequest(HISTORY_MSG.noSheet);
  let index: Partial<Record<HistoryKey, number>> | null = null;
  const rows: HistoryRow[] = [];
  for (let n = 1; n <= ws.rowCount; n++) {
    const r = ws.findRow(n);
    if (!r || !r.hasValues) continue;
    if (!index) {
      const cells: string[] = [];
      for (let c = 1; c <= r.cellCount; c++) cells.push(cellText(r.getCell(c).value, false).trim());
      if (cells.every((t) => !t)) continue;
      const header = matchHeader(cells);
      if (!header.ok) throw badRequest(HISTORY_MSG.missingColumns(header.missing));
      index = header.index;
      continue;
    }
    const at = index;
    const values = Object.fromEntries(
      HISTORY_COLUMNS.map((c) => {
        const i = at[c.key];
        return [c.key, i === undefined ? '' : cellText(r.getCell(i + 1).value, c.kind === 'date').trim()];
      }),
    ) as HistoryValues;
    if (Object.values(values).every((t) => !t)) continue;
    if (rows.length >= HISTORY_MAX_ROWS) throw badRequest(HISTORY_MSG.tooManyRows(HISTORY_MAX_ROWS));
    rows.push({ row: n, values });
  }
  if (!index) throw badRequest(HISTORY_MSG.missingColumns(HISTORY_COLUMNS.filter((c) => c.required).map((c) => c.label)));
  if (!rows.length) throw badRequest(HISTORY_MSG.noRows);
  return rows;
}
