/**
 * Permission strings (RuoYi style `area:resource:action`). Menu items carry them in `opts`; a
 * user holds the permissions of the menus granted to their roles (R_SYS_ADMIN holds '*'); each
 * server route declares the one it needs; `<Perm>` on the client removes what the user lacks.
 */
const crud = <P extends string>(p: P) =>
  ({ list: `${p}:list`, add: `${p}:add`, edit: `${p}:edit`, remove: `${p}:remove` }) as const;

export const PERMS = {
  user: { ...crud('sys:user'), disable: 'sys:user:disable', resetPwd: 'sys:user:resetPwd', grant: 'sys:user:grant' },
  /** `menus`: see which menus each role is granted (the role page); granting them is PERMS.menu.edit. */
  role: { list: 'sys:role:list', menus: 'sys:role:menus' },
  org: { ...crud('sys:org'), sync: 'sys:org:sync', exp: 'sys:org:exp' },
  /** An enterprise's own organisation record (view, edit, cancel). */
  ownOrg: { view: 'zp:org:view', edit: 'zp:org:edit' },
  dept: crud('sys:dept'),
  post: crud('sys:post'),
  log: { list: 'sys:log:list' },
  /** The API reference (/api/docs): the system administrator's (who holds every permission). */
  apiDocs: { view: 'sys:api:docs' },
  menu: crud('sys:menu'),
  dic: crud('sys:dic'),
  area: { sync: 'sys:area:sync' },
  register: { list: 'zp:register:list', audit: 'zp:register:audit' },
  category: { ...crud('pro:category'), enable: 'pro:category:enable' },
  /** The attachment list page (uploading and downloading need only sign-in). */
  file: { list: 'sys:file:list' },
  dashboard: { view: 'screen:view' },
  /** Display links of the big screen: management creates and revokes them. */
  screenLink: { list: 'screen:link:list', add: 'screen:link:add', revoke: 'screen:link:revoke' },
  // Appended with the menu catalogue (src/domain/menuCatalogue.ts): the pages of the screens
  // document §2 that the groups above do not cover. Each page's routes declare these.
  layout: { list: 'sys:layout:list', edit: 'sys:layout:edit' },
  msgMine: { list: 'msg:mine:list' },
  msgCategory: crud('msg:category'),
  msgAction: crud('msg:action'),
  msgPush: { list: 'msg:push:list', send: 'msg:push:send' },
  msgTpl: crud('msg:tpl'),
  msgLog: { list: 'msg:log:list' },
  standard: crud('base:standard'),
  techSpec: crud('base:techSpec'),
  annexType: crud('base:annexType'),
  evalRule: crud('base:evalRule'),
  history: { list: 'base:history:list', import: 'base:history:import' },
  /** The enterprise's own products (product centre) and its places, batches, output plans. */
  ownProduct: { ...crud('zp:product'), submit: 'zp:product:submit' },
  place: crud('zp:place'),
  batch: crud('zp:batch'),
  outputPlan: crud('zp:outputPlan'),
  activation: { list: 'zp:activation:list', add: 'zp:activation:add' },
  selfAssess: { list: 'zp:selfAssess:list', submit: 'zp:selfAssess:submit' },
  hisProduct: { list: 'zp:hisProduct:list' },
  /** Management's view of enterprises: list, their products, key enterprises, product review. */
  enterprise: {
    list: 'org:enterprise:list',
    products: 'org:enterprise:products',
    key: 'org:keyEnterprise:list',
    keyEdit: 'org:keyEnterprise:edit',
    productReview: 'org:product:review',
  },
  unit: { list: 'org:unit:list', staffVerify: 'org:unitStaff:verify', centre: 'org:unit:centre', centreEdit: 'org:unit:centreEdit' },
  evalApply: {
    list: 'eval:apply:list',
    add: 'eval:apply:add',
    edit: 'eval:apply:edit',
    remove: 'eval:apply:remove',
    submit: 'eval:apply:submit',
    entry: 'eval:apply:entry',
  },
  evalPre: { apply: 'eval:preApply:list', add: 'eval:preApply:add', review: 'eval:preReview:list', audit: 'eval:preReview:audit' },
  evalChange: { list: 'eval:change:list', add: 'eval:change:add', audit: 'eval:change:audit' },
  evalWork: {
    completeness: 'eval:completeness:list',
    assign: 'eval:task:assign',
    review: 'eval:review:list',
    sampling: 'eval:sampling:list',
    meeting: 'eval:meeting:list',
  },
  evalReport: { list: 'eval:report:list', sampling: 'eval:samplingReport:list' },
  cert: { generate: 'cert:cert:generate', list: 'cert:cert:list', edit: 'cert:cert:edit', catalogue: 'cert:catalogue:list' },
  jdTask: {
    annual: 'jd:annual:list',
    plan: 'jd:plan:list',
    planEdit: 'jd:plan:edit',
    task: 'jd:task:list',
    taskEdit: 'jd:task:edit',
    sampling: 'jd:sampling:list',
    unitTask: 'jd:unitTask:list',
  },
  jdReform: { list: 'jd:reform:list', nonPass: 'jd:nonPass:list' },
  jdExit: { list: 'jd:exit:list', decide: 'jd:exit:decide', toValidate: 'jd:validate:list', exited: 'jd:exited:list' },
  stats: {
    summary: 'stat:summary:view',
    jdSummary: 'stat:jdSummary:view',
    declare: 'stat:declare:view',
    eval: 'stat:eval:view',
    basket: 'stat:basket:view',
    assist: 'stat:assist:view',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type Permission = Leaves<typeof PERMS>;

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMS).flatMap((g) => Object.values(g) as Permission[]);
