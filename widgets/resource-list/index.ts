/** A schema-driven list of one resource: search bar, table, paging, add/edit dialog, delete, export. */
import { z } from 'zod';
// Names and page sizes only (not '@/domain/resources', which holds every definition): this manifest is on every page's path.
import { DEFAULT_PAGE_SIZE_CHOICE as DEFAULT_PAGE_SIZE, PAGE_SIZE_CHOICES as PAGE_SIZES, RESOURCE_NAME_LIST as RESOURCE_NAMES } from '@/domain/resources/names';
import { varName } from '@/ui/record/recordVar';
import { defineWidget } from '@/ui/widget';

/** Toolbar and row actions every resource offers (each still needs its permission). */
export const LIST_ACTIONS = ['add', 'edit', 'remove', 'export'] as const;
export type ListAction = (typeof LIST_ACTIONS)[number];

/**
 * Names of extra row actions (./actions/index.ts holds them, loaded with the view so this
 * manifest stays small). An unknown name is ignored by the view; the layouts test checks names.
 */
export type ExtraRowAction = string;

const pageSize = z
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: `每页条数只能是 ${PAGE_SIZES.join('、')}` });

const fieldName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, '字段名只能由字母、数字和下划线组成');
/** `<field>_<op>` of the search grammar (status_in, evalType_eq). */
const filterKey = z.string().regex(/^[A-Za-z][A-Za-z0-9]*_(eq|ne|like|in|lt|lte|gt|gte)$/, '过滤条件写作 字段_操作（如 status_in）');

export const resourceListProps = z.object({
  /** A registered resource name (src/domain/resources/index.ts). */
  resource: z.enum(RESOURCE_NAMES).default('sysuser').meta({ title: '数据资源' }),
  /** Replaces the resource's title in the toolbar. */
  title: z.string().max(50).optional().meta({ title: '列表标题' }),
  pageSize: pageSize.default(DEFAULT_PAGE_SIZE).meta({ title: '每页条数' }),
  actions: z.array(z.enum(LIST_ACTIONS)).default([...LIST_ACTIONS]).meta({ title: '工具栏与行操作' }),
  /** Extra row actions; only those bound to this resource are shown. */
  rowActions: z.array(z.string().regex(/^[A-Za-z]+$/)).default([]).meta({ title: '扩展行操作' }),
  /**
   * Filters from layout variables: `{ "dicId": "dicId" }` sends search.dicId_eq=<vars.dicId>.
   * While such a variable is empty the list asks for a selection instead of querying.
   */
  filterFromVars: z.record(fieldName, varName).default({}).meta({ title: '按布局变量过滤' }),
  /**
   * Fixed filters of the page, sent with every query and export: `{ "status_in": "1,2" }` sends
   * search.status_in=1,2. A field fixed with `_eq` is the page's subject (`{ "evalType_eq": "0" }`):
   * it is left out of the search bar and of the form, and a new record gets that value.
   */
  filters: z.record(filterKey, z.string().min(1).max(500)).default({}).meta({ title: '固定过滤条件' }),
  /**
   * Writable fields the resource's form leaves out (the registry's `formOmit`, e.g. the
   * enterprise the server stamps) that this page's form shows: management naming the enterprise
   * it enters a record for.
   */
  formShow: z.array(fieldName).max(20).default([]).meta({ title: '表单另外显示的字段' }),
  /** The table's columns in order (empty: the resource's list columns). A work queue names what its people compare. */
  columns: z.array(fieldName).max(40).default([]).meta({ title: '列表列' }),
  /** A row click sets this layout variable to the row's id (and highlights the row). */
  selectToVar: varName.optional().meta({ title: '选中行写入布局变量' }),
  /** A line above the list saying where the page fits (申请评价 follows an accepted pre-application…). */
  hint: z.string().max(200).optional().meta({ title: '页面说明' }),
  /** The page is where a new record starts: the add form opens as the page opens (for a user who may add). */
  addOnOpen: z.boolean().default(false).meta({ title: '打开页面即新增' }),
});
export type ResourceListConfig = z.output<typeof resourceListProps>;

export default defineWidget({
  type: 'resource-list',
  title: '数据列表',
  description: '按资源定义生成的查询、列表、新增编辑、删除与导出',
  category: 'system',
  version: 1,
  defaultSize: { w: 24, h: 20 },
  minSize: { w: 12, h: 10 },
  props: resourceListProps,
  load: () => import('./Widget'),
});
