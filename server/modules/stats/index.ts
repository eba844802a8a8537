/**
 * The statistics pages' calls (src/domain/stats.ts): a report's table, the records behind one of
 * its figures, and the table as an Excel file with the period and filters in its title row. Each
 * report is read under its own permission (the menu grants it to management).
 */
import ExcelJS from 'exceljs';
import type { FastifyPluginAsync } from 'fastify';
import { PERMS } from '../../../src/domain/permissions';
import { rateOf, STAT_DIMENSIONS, STAT_RATES, STAT_REPORTS, STAT_REPORT_IDS, STAT_TEXT, type StatQuery, type StatRow, type StatTable } from '../../../src/domain/stats';
import type { ServerContext } from '../../context';
import { principal } from '../../http/auth';
import { ok } from '../../http/envelope';
import { CELL_FORMAT, fitColumns, XLSX_TYPE } from '../../http/export';
import { writeOpLog } from '../../http/oplog';
import { parseDrillQuery, parseStatQuery } from './query';
import { cachedFigure } from './figureCache';
import { statRecords, statTable } from './report';

/**
 * The table as the page shows it: a title row with the period and filters, the header, the rows
 * (sub-rows under theirs), 合计. Figures are number cells (counts whole, rates to one decimal), so
 * a spreadsheet sums and charts them.
 */
export async function tableWorkbook(t: StatTable): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t.title);
  const rates = STAT_RATES[t.report] ?? [];
  const labels = t.subGroupBy ? 2 : 1;
  const heads = [STAT_DIMENSIONS[t.groupBy], ...(t.subGroupBy ? [STAT_DIMENSIONS[t.subGroupBy]] : []), ...t.measures.map((m) => `${m.label}（${m.unit}）`), ...rates.map((r) => `${r.label}（%）`)];
  const formats = [...t.measures.map(() => CELL_FORMAT.int), ...rates.map(() => CELL_FORMAT.rate)];
  const title = ws.addRow([`${t.title}（${t.caption}）`]);
  title.font = { bold: true, size: 14 };
  ws.mergeCells(1, 1, 1, heads.length);
  ws.addRow(heads).font = { bold: true };
  const figures = (values: Readonly<Record<string, number>>) => [...t.measures.map((m) => values[m.key] ?? 0), ...rates.map((r) => rateOf(r, values) ?? '—')];
  const line = (label: string, sub: string | null, row: StatRow | { values: Readonly<Record<string, number>> }) => {
    const added = ws.addRow([label, ...(t.subGroupBy ? [sub ?? ''] : []), ...figures(row.values)]);
    formats.forEach((fmt, i) => {
      const cell = added.getCell(labels + i + 1);
      if (typeof cell.value === 'number') cell.numFmt = fmt;
      // A rate without a whole ('—') sits where the figures do.
      else cell.alignment = { horizontal: 'right' };
    });
    return added;
  };
  for (const r of t.rows) {
    if (t.subGroupBy && r.children?.length) {
      for (const c of r.children) line(r.label, c.label, c);
      line(r.label, STAT_TEXT.subtotal, r).font = { italic: true };
    } else line(r.label, null, r);
  }
  line(STAT_TEXT.total, t.subGroupBy ? '' : null, { values: t.total }).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 2 }];
  // The merged title row spans the table; the columns fit the header and the figures.
  fitColumns(ws, 2);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

import { route } from '../../http/contract';
import { STAT_CALLS } from '../../../src/domain/calls/stats';

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  for (const id of STAT_REPORT_IDS) {
    const report = STAT_REPORTS[id];
    const access = { access: 'perm', perm: PERMS.stats[id] } as const;
    const calls = STAT_CALLS[id];
    // The table, and each page of records behind a figure, once per change of what they count.
    const table = (q: StatQuery) => cachedFigure(db, `stats:${id}:${JSON.stringify(q)}`, () => statTable(db, report, q));
    route(app, calls.table, access, async ({ body }) => ok(await table(parseStatQuery(report, body))));
    route(app, calls.records, access, async ({ body }) => {
      const q = parseDrillQuery(report, body);
      return ok(await cachedFigure(db, `stats:${id}:records:${JSON.stringify(q)}`, () => statRecords(db, q)));
    });
    route(app, calls.export, access, async ({ body }, req, reply) => {
      const q = parseStatQuery(report, body);
      const shown = await table(q);
      await writeOpLog(db, principal(req), 'EXPORT', report.title, null, { query: q }, req.ip);
      const name = `${report.title}.xlsx`;
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', `attachment; filename="stats.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(await tableWorkbook(shown));
    });
  }
};
export default plugin;
