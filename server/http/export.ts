/**
 * Excel export of a resource list: POST {prefix}/export takes the same `search.*` filters (and
 * `page.sort`) as {prefix}/page, under the same permission and organisation scope, and replies
 * with an .xlsx file of at most EXPORT_MAX_ROWS rows: one column per listed field, labelled as
 * the list labels it, code values as their labels. Cells are typed, so a spreadsheet sums, sorts
 * and filters them: numbers as numbers, dates and times as Excel dates showing the Beijing wall
 * clock. The export is written to the operation log (EXPORT).
 */
import ExcelJS from 'exceljs';
import { and, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { beijingDate, beijingInstant, beijingWallClock } from '../../src/domain/beijingTime';
import { codeLabel } from '../../src/domain/codes';
import { maskRows } from '../../src/domain/personal';
import { rowsText, type FieldDef } from '../../src/domain/resource';
import { EXPORT_MAX_ROWS } from '../../src/domain/resources';
import type { Db } from '../db/client';
import type { CallDef } from '../../src/domain/calls/call';
import { principal, type Access } from './auth';
import { route } from './contract';
import { writeOpLog } from './oplog';
import type { ResourceBinding } from './resource';
import { filtersToSql, parseQuery, sortToSql } from './search';

type Row = Record<string, unknown>;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How Excel shows the typed cells of the portal's workbooks. */
export const CELL_FORMAT = { int: '0', decimal: '0.00', rate: '0.0', date: 'yyyy-mm-dd', datetime: 'yyyy-mm-dd hh:mm:ss' } as const;

/** The format of a field's cells (none for text, code labels included). */
export function cellFormat(f: FieldDef): string | undefined {
  if (f.codes || f.ref?.display) return undefined;
  if (f.type === 'int') return CELL_FORMAT.int;
  if (f.type === 'number') return CELL_FORMAT.decimal;
  if (f.type === 'date') return CELL_FORMAT.date;
  if (f.type === 'datetime') return CELL_FORMAT.datetime;
  return undefined;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
/** A number, or a decimal as the database hands numeric columns over ("3332.00"); else null. */
function numberOf(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && DECIMAL.test(v.trim()) ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}

/** An instant from a Date, epoch milliseconds or a time as text; NaN when none. */
function instantOf(v: unknown): number {
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'number') return v;
  return typeof v === 'string' ? beijingInstant(v) : Number.NaN;
}

/** A calendar day as the Date Excel reads as that day (midnight UTC; a date has no zone); null when none. */
function dayOf(v: unknown): Date | null {
  const t = instantOf(v);
  // A calendar date as text is that day; a time (a Date, an ISO time) is its day in Beijing.
  const day = typeof v === 'string' && Number.isNaN(t) ? v.trim() : Number.isNaN(t) ? '' : beijingDate(t);
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

/**
 * A value as a cell holds it: what the list's column shows (a reference as the label its row
 * carries), typed; a value that is not of its field's type stays text.
 */
export function cellValue(f: FieldDef, v: unknown, row: Row = {}): ExcelJS.CellValue {
  if (v === null || v === undefined) return null;
  const label = f.ref?.display ? row[f.ref.display] : undefined;
  if (typeof label === 'string' && label !== '') return label;
  if (f.codes) return codeLabel(f.codes, v as string | number) || String(v);
  if (f.type === 'rows') return rowsText(f, v);
  if (f.type === 'bool') return v ? '是' : '否';
  if (f.type === 'date') return dayOf(v) ?? String(v);
  if (f.type === 'datetime') {
    const t = instantOf(v);
    return Number.isNaN(t) ? String(v) : beijingWallClock(t);
  }
  if (f.type === 'int' || f.type === 'number') return numberOf(v) ?? String(v);
  if (typeof v === 'number' || typeof v === 'string') return v;
  return JSON.stringify(v);
}

// East Asian wide and full-width characters, which take two columns of a '0'.
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;
/** How many columns of '0' a line of text takes (CJK two each). */
export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += WIDE.test(ch) ? 2 : 1;
  return w;
}

/** How wide a cell shows: its widest line, a number as its format writes it, a date as long as its format. */
function shownWidth(cell: ExcelJS.Cell): number {
  const v = cell.value;
  if (v === null || v === undefined) return 0;
  if (v instanceof Date) return (cell.numFmt || CELL_FORMAT.datetime).length;
  if (typeof v === 'number') return (cell.numFmt ? v.toFixed((cell.numFmt.split('.')[1] ?? '').length) : String(v)).length;
  return Math.max(...String(typeof v === 'object' ? cell.text : v).split('\n').map(textWidth));
}

/** Columns as wide as their widest cell from `fromRow` on (rows above, e.g. a merged title, left out), within bounds. */
export function fitColumns(ws: ExcelJS.Worksheet, fromRow = 1, bounds: { readonly min: number; readonly max: number } = { min: 8, max: 60 }): void {
  const widths: number[] = [];
  ws.eachRow((row, n) => {
    if (n < fromRow) return;
    row.eachCell((cell, col) => {
      widths[col - 1] = Math.max(widths[col - 1] ?? 0, shownWidth(cell));
    });
  });
  // Two more for the cell's padding and a bold header.
  for (let i = 0; i < ws.columnCount; i++) ws.getColumn(i + 1).width = Math.min(bounds.max, Math.max(bounds.min, (widths[i] ?? 0) + 2));
}

export async function toWorkbook(title: string, fields: readonly [string, FieldDef][], rows: readonly Row[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(title.slice(0, 31) || 'Sheet1');
  ws.addRow(fields.map(([, f]) => f.label)).font = { bold: true };
  const formats = fields.map(([, f]) => cellFormat(f));
  for (const r of rows) {
    const row = ws.addRow(fields.map(([k, f]) => cellValue(f, r[k], r)));
    formats.forEach((fmt, i) => {
      const cell = row.getCell(i + 1);
      if (fmt && (typeof cell.value === 'number' || cell.value instanceof Date)) cell.numFmt = fmt;
    });
  }
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  fitColumns(ws);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Registers POST {prefix}/export for a binding that has a page route (same permission). */
export function registerExport<T extends PgTable>(app: FastifyInstance, db: Db, b: ResourceBinding<T>, call: CallDef, access: Access): void {
  const columns = getTableColumns(b.table) as unknown as Record<string, AnyPgColumn>;
  const table = b.table as unknown as PgTable;
  const hidden = new Set(b.hidden ?? []);
  const fields = Object.entries(b.def.fields).filter(([k, f]) => f.column !== false && !hidden.has(k) && f.type !== 'json');
  const [sortField, sortDir] = (b.def.defaultSort ?? '').split(',').map((s) => s.trim());
  const defaultSort = sortField ? { field: sortField, dir: sortDir === 'desc' ? ('desc' as const) : ('asc' as const) } : null;

  route(app, call, access, async ({ set }, req, reply) => {
    const p = principal(req);
    const q = parseQuery(set as Record<string, unknown>, b.def.fields);
    const cond = and(b.scope?.(p), filtersToSql(q.filters, columns));
    const raw = (await db.select().from(table).where(cond).orderBy(...sortToSql(q.sort ?? defaultSort, columns, columns.id)).limit(EXPORT_MAX_ROWS)) as Row[];
    const rows = maskRows(b.def, b.present ? await b.present(raw, db) : raw);
    const file = await toWorkbook(b.def.title, fields, rows);
    await writeOpLog(db, p, 'EXPORT', b.def.name, null, { filters: q.filters, rows: rows.length }, req.ip);
    const name = `${b.def.title}.xlsx`;
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .send(file);
  });
}
