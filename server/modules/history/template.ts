/**
 * The import template (GET /api/history/template): sheet 历史产品 with the header row, a drop-down
 * of the product type labels, text columns where a number would lose digits (credit code,
 * certificate number), date format on the date columns and the header frozen; sheet 填写说明
 * explains every column with an example. The example lives in the guide, not in the data sheet,
 * so a forgotten example row is never imported.
 */
import ExcelJS from 'exceljs';
import { HISTORY_COLUMNS, HISTORY_GUIDE_SHEET, HISTORY_MAX_ROWS, HISTORY_SHEET, PRODUCT_TYPE_LABELS } from '../../../src/domain/historyImport';

/** The worksheet's data validations: at run time in exceljs 4, missing from its typings. */
interface DataValidations {
  add(range: string, validation: ExcelJS.DataValidation): void;
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F4FF' } };
const REQUIRED_FONT: Partial<ExcelJS.Font> = { bold: true, color: { argb: 'FFCF1322' } };

const columnLetter = (i: number) => String.fromCharCode('A'.charCodeAt(0) + i);

export async function historyTemplate(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '圳品评价管理平台';
  const ws = wb.addWorksheet(HISTORY_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = HISTORY_COLUMNS.map((c) => ({ header: c.label, key: c.key, width: c.width }));
  const header = ws.getRow(1);
  HISTORY_COLUMNS.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.font = c.required ? REQUIRED_FONT : { bold: true };
    cell.fill = HEADER_FILL;
    cell.note = `${c.required ? '必填。' : '选填。'}${c.hint}`;
  });
  const last = HISTORY_MAX_ROWS + 1;
  HISTORY_COLUMNS.forEach((c, i) => {
    const col = ws.getColumn(i + 1);
    const range = `${columnLetter(i)}2:${columnLetter(i)}${last}`;
    if (c.kind === 'code' || c.key === 'certNo') col.numFmt = '@';
    if (c.kind === 'date') col.numFmt = 'yyyy-mm-dd';
    if (c.kind === 'type') {
      (ws as unknown as { dataValidations: DataValidations }).dataValidations.add(range, {
        type: 'list',
        allowBlank: true,
        formulae: [`"${PRODUCT_TYPE_LABELS.join(',')}"`],
        showErrorMessage: true,
        errorStyle: 'stop',
        errorTitle: '产品类型',
        error: `请从下拉列表选择：${PRODUCT_TYPE_LABELS.join('、')}`,
      });
    }
  });
  // The header's own cells keep the header style (the column formats apply to what is typed below).
  header.eachCell((cell) => {
    cell.numFmt = 'General';
  });

  const guide = wb.addWorksheet(HISTORY_GUIDE_SHEET);
  guide.columns = [
    { header: '列名', key: 'label', width: 18 },
    { header: '是否必填', key: 'required', width: 10 },
    { header: '填写说明', key: 'hint', width: 60 },
    { header: '示例', key: 'example', width: 32 },
  ];
  guide.getRow(1).font = { bold: true };
  guide.getRow(1).fill = HEADER_FILL;
  for (const c of HISTORY_COLUMNS) guide.addRow({ label: c.label, required: c.required ? '必填' : '选填', hint: c.hint, example: c.example });
  guide.addRow({});
  for (const line of [
    `1. 在“${HISTORY_SHEET}”工作表第2行起逐行填写，每行一个产品证书，不要修改第1行列名；空行会被跳过。`,
    `2. 一个文件最多 ${HISTORY_MAX_ROWS} 行数据，文件大小不超过 50MB，须保存为 .xlsx 格式。`,
    '3. 上传后先校验：有错误的行标红并说明原因，全部无误后才能导入；导入时全部行一次保存，任一行有误则不保存任何数据。',
    '4. 企业名称与系统中的名称不一致只作提示，按统一社会信用代码对应的企业导入。',
  ]) {
    const r = guide.addRow({ label: line });
    guide.mergeCells(`A${r.number}:D${r.number}`);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
