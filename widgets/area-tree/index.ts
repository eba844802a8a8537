/** The division browser (行政区划): provinces down to counties, one level at a time, and the reload from the package. */
import { z } from 'zod';
import { defineWidget } from '@/ui/widget';

export const areaTreeProps = z.object({
  /** Start below this division (e.g. 440000 for 广东省); empty starts at the provinces. */
  rootId: z
    .string()
    .regex(/^(\d{2,12})?$/, '区划代码只能是数字')
    .default('')
    .meta({ title: '起始区划代码' }),
});
export type AreaTreeConfig = z.output<typeof areaTreeProps>;

export default defineWidget({
  type: 'area-tree',
  title: '行政区划',
  description: '逐级浏览省、地、县三级行政区划，并从区划数据包同步',
  category: 'system',
  version: 1,
  defaultSize: { w: 24, h: 20 },
  minSize: { w: 10, h: 10 },
  props: areaTreeProps,
  load: () => import('./Widget'),
});
