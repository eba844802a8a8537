/**
 * Excel export of a resource list: POST {prefix}/export takes the same `search.*` filters (and
 * `page.sort`) as {prefix}/page, under the same permission and organisation scope, and replies
 * with an .xlsx file of at most EXPORT_MAX_ROWS rows: one column per listed field, labelled as
 * the list labels it, code values as their labels, times as 'YYYY-MM-DD HH:mm:ss'. The export
 * is written to the operation log (EXPORT).
 */
import ExcelJS from 'exceljs';
import { and, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { codeLabel } from '../../src/domain/codes';
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

const pad = (n: number) => String(n).padStart(2, '0');
/** Server-local time, as the portal shows it. */
function formatTime(v: unknown, dateOnly: boolean): string {
  const d = v instanceof Date ? v : new Date(String(v));
  if (Number.isNaN(d.getTime())) return String(v);
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return dateOnly ? day : `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A value as a cell shows it (the same reading as the list's columns). */
export function cellValue(f: FieldDef, v: unknown): string | number | boolean | null {
  if (v === null || v === undefined) return null;
  if (f.codes) return codeLabel(f.codes, v as string | number) || String(v);
  if (f.type === 'rows') return rowsText(f, v);
  if (f.type === 'bool') return v ? '是' : '否';
  if (f.type === 'date') return typeof v === 'string' ? v.slice(0, 10) : formatTime(v, true);
  if (f.type === 'datetime') return formatTime(v, false);
  if (typeof v === 'number' || typeof v === 'string') return v;
  return JSON.stringify(v);
}

export async function toWorkbook(title: string, fields: readonly [string, FieldDef][], rows: readonly Row[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(title.slice(0, 31) || 'Sheet1');
  ws.columns = fields.map(([key, f]) => ({ header: f.label, key, width: Math.max(10, Math.round((f.column ? (f.column.width ?? 140) : 140) / 8)) }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(Object.fromEntries(fields.map(([k, f]) => [k, cellValue(f, r[k])])));
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
    const rows = b.present ? await b.present(raw, db) : raw;
    const file = await toWorkbook(b.def.title, fields, rows);
    await writeOpLog(db, p, 'EXPORT', b.def.name, null, { filters: q.filters, rows: rows.length }, req.ip);
    const name = `${b.def.title}.xlsx`;
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .send(file);
  });
}
