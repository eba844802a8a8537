/**
 * 历史数据 import (base-history): 下载模板, an Excel file checked row by row before anything is
 * saved (each row's problems in red, 只看有误的行), then 导入 of every row at once. Calls
 * GET /api/history/template, POST /api/history/preview and POST /api/history/import. The
 * imported rows are listed by a `resource-list` of zpHisProduct beside it in the layout.
 */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { defineWidget } from '@/ui/widget';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export const historyImportProps = z.object({
  /** Rows per page of the checked file's table. */
  pageSize: z
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: `每页行数只能是 ${PAGE_SIZES.join('、')}` })
    .default(10)
    .meta({ title: '每页行数' }),
});
export type HistoryImportConfig = z.output<typeof historyImportProps>;

export default defineWidget({
  type: 'history-import',
  title: '历史数据导入',
  description: '下载模板，上传 Excel 逐行校验后，一次导入企业历史产品与证书',
  category: 'certificate',
  version: 1,
  defaultSize: { w: 24, h: 22 },
  minSize: { w: 12, h: 12 },
  props: historyImportProps,
  permission: PERMS.history.import,
  load: () => import('./Widget'),
});
