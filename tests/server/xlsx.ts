/** Reading the workbooks the server answers (exports, templates, reports), as a person opening them would. */
import ExcelJS from 'exceljs';

/** The workbook of a download's bytes. */
export async function workbookOf(body: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb;
}

/** The first sheet of a download. */
export const worksheetOf = async (body: Buffer): Promise<ExcelJS.Worksheet> => (await workbookOf(body)).worksheets[0];

/** A row's cell values from column A (ExcelJS keeps index 0 empty). */
export const valuesOf = (row: ExcelJS.Row): unknown[] => (row.values as unknown[]).slice(1);

/** Every filled row of a sheet (the first sheet of a download), as cell values. */
export async function sheetRows(sheet: ExcelJS.Worksheet | Buffer): Promise<unknown[][]> {
  const ws = Buffer.isBuffer(sheet) ? await worksheetOf(sheet) : sheet;
  const rows: unknown[][] = [];
  ws.eachRow((r) => rows.push(valuesOf(r)));
  return rows;
}
