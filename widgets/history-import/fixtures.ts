/** Checked files for stories and tests. */
import type { CheckedHistoryRow, HistoryPreview, HistoryProblem, HistoryValues } from '@/domain/historyImport';

const ENTERPRISES = [
  { id: 101, code: '91440300MA5DC8XK3A', name: '深圳市鹏城绿源农业发展有限公司' },
  { id: 102, code: '91440300MA5F2H7R1C', name: '深圳市海润水产有限公司' },
  { id: 103, code: '91440300MA5G8K2P4D', name: '深圳市南山食品有限公司' },
];
const TYPES = ['果蔬类', '肉禽类', '水产类', '预包装类'];

export function values(i: number, over: Partial<HistoryValues> = {}): HistoryValues {
  const org = ENTERPRISES[i % ENTERPRISES.length];
  return {
    creditCode: org.code,
    orgName: org.name,
    productName: `历史产品${i + 1}`,
    brand: '绿源优选',
    productType: TYPES[i % TYPES.length],
    spec: '500g',
    certNo: `SZP2021${String(i + 1).padStart(5, '0')}`,
    issueDate: '2021-06-18',
    expireDate: '2024-06-17',
    remark: '',
    ...over,
  };
}

const row = (i: number, problems: Omit<HistoryProblem, 'row'>[] = [], over: Partial<HistoryValues> = {}): CheckedHistoryRow => ({
  row: i + 2,
  values: values(i, over),
  orgId: ENTERPRISES[i % ENTERPRISES.length].id,
  problems: problems.map((p) => ({ ...p, row: i + 2 })),
});

const preview = (rows: CheckedHistoryRow[], fileName = '历史数据.xlsx'): HistoryPreview => ({
  fileName,
  total: rows.length,
  errorRows: rows.filter((r) => r.problems.some((p) => p.level === 'error')).length,
  warningRows: rows.filter((r) => r.problems.length && r.problems.every((p) => p.level === 'warning')).length,
  rows,
});

/** n good rows. */
export const cleanPreview = (n = 12): HistoryPreview => preview(Array.from({ length: n }, (_, i) => row(i)));

/** 12 rows: a duplicate certificate, an unknown credit code, a bad date, a wrong type, a name warning. */
export const faultyPreview = (): HistoryPreview =>
  preview(
    Array.from({ length: 12 }, (_, i) => {
      switch (i) {
        case 2:
          return row(i, [{ column: 'certNo', level: 'error', message: '与第2行重复' }], { certNo: values(0).certNo });
        case 4:
          return row(i, [{ column: 'creditCode', level: 'error', message: '系统中没有该信用代码的企业' }], { creditCode: '91440300000000000X' });
        case 5:
          return row(i, [{ column: 'issueDate', level: 'error', message: '日期格式不正确，应为日期单元格或 YYYY-MM-DD' }], { issueDate: '2021-02-30' });
        case 7:
          return row(i, [{ column: 'productType', level: 'error', message: '只能是果蔬类、肉禽类、水产类、预包装类之一' }], { productType: '蔬菜' });
        case 9:
          return row(i, [{ column: 'orgName', level: 'warning', message: '与系统中的企业名称“深圳市鹏城绿源农业发展有限公司”不一致，将按信用代码导入' }], { orgName: '鹏城绿源' });
        default:
          return row(i);
      }
    }),
  );
