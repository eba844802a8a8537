/**
 * What 打印 prints: the report's title, its conditions in words (the table's caption), the whole
 * table (every sub-row, then 合计) and pictures of the charts as drawn. It is put at the top of
 * the document only while printing, hidden on screen, and its print stylesheet hides everything
 * else (the shell, the filters, the buttons, other tabs' pages, open dialogs), so the browser's
 * print dialog (and its 另存为 PDF) gets the report alone.
 */
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { StatReportId, StatTable } from '@/domain/stats';
import { figure, groupTitle, measureTitle, rateText, ratesOf, REPORT_TEXT, toReportRows, type ReportRow } from './report';

export const PRINT_CLASS = 'zp-stat-print';

const CSS = `
@media screen { .${PRINT_CLASS} { display: none !important; } }
@media print {
  @page { margin: 12mm; }
  html, body { height: auto !important; overflow: visible !important; background: #fff !important; }
  body > :not(.${PRINT_CLASS}) { display: none !important; }
  .${PRINT_CLASS} { display: block; color: #000; font-size: 11pt; font-family: inherit; }
  .${PRINT_CLASS} h1 { font-size: 16pt; margin: 0 0 4pt; text-align: center; }
  .${PRINT_CLASS} .caption { margin: 0 0 8pt; text-align: center; }
  .${PRINT_CLASS} table { width: 100%; border-collapse: collapse; }
  .${PRINT_CLASS} thead { display: table-header-group; }
  .${PRINT_CLASS} tr { break-inside: avoid; }
  .${PRINT_CLASS} th, .${PRINT_CLASS} td { border: 0.5pt solid #666; padding: 2pt 5pt; }
  .${PRINT_CLASS} th { background: #f0f0f0; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .${PRINT_CLASS} td.n { text-align: right; font-variant-numeric: tabular-nums; }
  .${PRINT_CLASS} td.sub { padding-left: 18pt; }
  .${PRINT_CLASS} tr.total td, .${PRINT_CLASS} tr.group td { font-weight: 600; }
  .${PRINT_CLASS} .charts { display: flex; flex-wrap: wrap; gap: 8pt; margin-top: 10pt; break-inside: avoid; }
  .${PRINT_CLASS} .charts img { flex: 1 1 45%; max-width: 100%; object-fit: contain; }
  .${PRINT_CLASS} .at { margin-top: 6pt; font-size: 9pt; color: #555; text-align: right; }
}`;

export interface PrintImage {
  readonly src: string;
  readonly alt: string;
}

export interface PrintSheetProps {
  report: StatReportId;
  table: StatTable;
  images: readonly PrintImage[];
  /** When it was printed, in words. */
  at: string;
  /** Called once the sheet is in the document and its pictures decoded: print now. */
  onReady: () => void;
}

function Row({ row, table, report }: { row: ReportRow; table: StatTable; report: StatReportId }) {
  const rates = ratesOf(report, table.measures);
  return (
    <tr className={row.children ? 'group' : undefined}>
      <td className={row.subKey !== undefined ? 'sub' : undefined}>{row.children ? `${row.label}（${REPORT_TEXT.subtotal}）` : row.label}</td>
      {table.measures.map((m) => (
        <td key={m.key} className="n">
          {figure(row.values[m.key])}
        </td>
      ))}
      {rates.map((r) => (
        <td key={r.key} className="n">
          {rateText(r, row.values)}
        </td>
      ))}
    </tr>
  );
}

export function PrintSheet({ report, table, images, at, onReady }: PrintSheetProps) {
  const ref = useRef<HTMLDivElement>(null);
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current = onReady;
  });
  useEffect(() => {
    let live = true;
    // A picture not yet decoded would print blank.
    const pictures = Array.from(ref.current?.querySelectorAll('img') ?? []);
    void Promise.all(pictures.map((img) => (typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined))).then(() => {
      if (live) ready.current();
    });
    return () => {
      live = false;
    };
  }, [images]);

  const rates = ratesOf(report, table.measures);
  const rows = toReportRows(table.rows);
  return createPortal(
    <div ref={ref} className={PRINT_CLASS} data-testid="stat-report-print">
      <style>{CSS}</style>
      <h1>{table.title}</h1>
      <p className="caption">{table.caption}</p>
      <table>
        <thead>
          <tr>
            <th>{groupTitle(table)}</th>
            {table.measures.map((m) => (
              <th key={m.key}>{measureTitle(m)}</th>
            ))}
            {rates.map((r) => (
              <th key={r.key}>{r.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.flatMap((r) => [<Row key={r.id} row={r} table={table} report={report} />, ...(r.children ?? []).map((c) => <Row key={c.id} row={c} table={table} report={report} />)])}
          <tr className="total">
            <td>{REPORT_TEXT.total}</td>
            {table.measures.map((m) => (
              <td key={m.key} className="n">
                {figure(table.total[m.key])}
              </td>
            ))}
            {rates.map((r) => (
              <td key={r.key} className="n">
                {rateText(r, table.total)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      {images.length > 0 && (
        <div className="charts">
          {images.map((img) => (
            <img key={img.alt} src={img.src} alt={img.alt} />
          ))}
        </div>
      )}
      <p className="at">{REPORT_TEXT.printedAt(at)}</p>
    </div>,
    document.body,
  );
}
