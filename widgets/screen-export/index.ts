/** 导出PDF: saves the page it sits on (all its widgets) as an A4 PDF of JPEG pages (the supervision data dashboard). */
import { z } from 'zod';
import { defineWidget } from '@/ui/widget';

export const exportProps = z.object({
  /** File name without .pdf. */
  fileName: z.string().min(1).max(50).default('监管数据看板'),
});
export type ExportConfig = z.output<typeof exportProps>;

export default defineWidget({
  type: 'screen-export',
  title: '导出PDF',
  description: '把当前页面导出为 A4 PDF（JPEG 分页）',
  category: 'statistics',
  version: 1,
  defaultSize: { w: 4, h: 5 },
  minSize: { w: 3, h: 3 },
  props: exportProps,
  load: () => import('./Widget'),
});
