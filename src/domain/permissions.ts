/**
 * Permission strings (RuoYi style `area:resource:action`). Menu items carry them in `opts`; a
 * user holds the permissions of the menus granted to their roles (R_SYS_ADMIN holds '*'); each
 * server route declares the one it needs; `<Perm>` on the client removes what the user lacks.
 */
const crud = <P extends string>(p: P) =>
  ({ list: `${p}:list`, add: `${p}:add`, edit: `${p}:edit`, remove: `${p}:remove` }) as const;

export const PERMS = {
  user: { ...crud('sys:user'), disable: 'sys:user:disable', resetPwd: 'sys:user:resetPwd', grant: 'sys:user:grant' },
  role: { list: 'sys:role:list' },
  org: { ...crud('sys:org'), sync: 'sys:org:sync', exp: 'sys:org:exp' },
  /** An enterprise's own organisation record (view, edit, cancel). */
  ownOrg: { view: 'zp:org:view', edit: 'zp:org:edit' },
  dept: crud('sys:dept'),
  post: crud('sys:post'),
  log: { list: 'sys:log:list' },
  menu: crud('sys:menu'),
  dic: crud('sys:dic'),
  area: { sync: 'sys:area:sync' },
  register: { list: 'zp:register:list', audit: 'zp:register:audit' },
  category: { ...crud('pro:category'), enable: 'pro:category:enable' },
  dashboard: { view: 'screen:view' },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type Permission = Leaves<typeof PERMS>;

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMS).flatMap((g) => Object.values(g) as Permission[]);
