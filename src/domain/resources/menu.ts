/**
 * Menu items (calls document §7.4; screens document §2 "Dynamic routing from the menu tree"). An
 * item without a path is a group; `/views/<layoutId>` mounts a layout; an http(s) address is an
 * external link (target `_blank` opens a new window, otherwise a framed page); any other path
 * names a predefined route. `opts` holds the page's permission strings, comma-joined.
 */
import { menuRow } from '../calls/menu';
import { EXTERNAL_PATH_RE, ROUTE_PATH_RE, VIEW_PATH_RE } from '../menuPath';
import { defineResource, fieldErrorText } from '../resource';

export { EXTERNAL_PATH_RE, ROUTE_PATH_RE, VIEW_PATH_RE };
export const MENU_TARGETS = ['_blank', '_self'] as const;
/** One permission string (`sys:user:list`) or the special '*'. */
export const PERM_STRING_RE = /^([a-z][A-Za-z0-9]*(:[A-Za-z0-9]+){1,3}|\*)$/;
/** A badge names a counter the client resolves (e.g. 'reform'), or is a literal number. */
export const BADGE_RE = /^[A-Za-z][A-Za-z0-9_]{0,49}$|^\d{1,4}$/;

export const MENU_MSG = {
  pathFormat: fieldErrorText('路径', '应为空(分组)、/views/<布局编号>、http(s)外部地址或以 / 开头的路由名称'),
  targetFormat: fieldErrorText('打开方式', '只能是 _blank 或 _self'),
  optsFormat: (bad: string) => fieldErrorText('权限标识', `“${bad}”格式不正确，应如 sys:user:list，多个以逗号分隔`),
  badgeFormat: fieldErrorText('徽标', '应为计数器名称(如 reform)或数字'),
  parentMissing: fieldErrorText('上级菜单', '上级菜单不存在'),
  parentLoop: fieldErrorText('上级菜单', '不能选择自身或下级菜单'),
  hasChildren: (title: string) => `菜单“${title}”下还有子菜单，请先删除子菜单`,
  roleMissing: fieldErrorText('角色', '角色不存在'),
  menuMissing: (ids: string) => fieldErrorText('菜单', `菜单 ${ids} 不存在`),
  menuIdsFormat: fieldErrorText('菜单', '应为菜单编号数组或以逗号分隔的编号'),
} as const;

export const menuResource = defineResource({
  name: 'sysmenu',
  title: '菜单',
  row: menuRow,
  defaultSort: 'seq,asc',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: { width: 80 } },
    pid: { label: '上级菜单', type: 'int', search: ['eq', 'in'], column: false },
    title: { label: '菜单名称', type: 'string', required: true, max: 100, search: ['like', 'eq'], sortable: true, column: { width: 180 } },
    icon: { label: '图标', type: 'string', max: 50, column: { width: 160 } },
    path: { label: '路径', type: 'string', max: 255, search: ['like', 'eq'], column: { width: 220 } },
    opts: { label: '权限标识', type: 'string', max: 1000, search: ['like'], column: { width: 260 } },
    target: { label: '打开方式', type: 'string', max: 20, search: ['eq'], column: { width: 90 } },
    seq: { label: '排序', type: 'int', search: ['eq'], sortable: true, column: { width: 70 } },
    hidden: { label: '隐藏', type: 'bool', search: ['eq'], column: { width: 70 } },
    noTab: { label: '不显示标签', type: 'bool', column: { width: 100 } },
    noCache: { label: '不缓存', type: 'bool', column: { width: 80 } },
    badge: { label: '徽标', type: 'string', max: 50, column: { width: 90 } },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, sortable: true, column: { width: 170 } },
    updateTime: { label: '修改时间', type: 'datetime', readOnly: true, sortable: true, column: false },
  },
});

/** One item of the signed-in user's menu tree (POST /api/sysmenu/cur). */
export interface MenuItem {
  readonly id: number;
  readonly title: string;
  readonly icon: string | null;
  readonly path: string | null;
  readonly opts: string | null;
  readonly target: string | null;
  readonly seq: number;
  readonly hidden: boolean;
  readonly noTab: boolean;
  readonly noCache: boolean;
  readonly badge: string | null;
  readonly children: MenuItem[];
}
