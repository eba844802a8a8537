/** Organisations, users, roles, departments, posts, menus, dictionaries, areas, operation log. */
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar, date } from 'drizzle-orm/pg-core';

const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const sysOrg = pgTable(
  'sys_org',
  {
    id: serial().primaryKey(),
    pid: integer(),
    name: varchar({ length: 100 }).notNull(),
    /** '1' management, '2' evaluation, '3' enterprise; institutions may join unit types: '2,4', '5'. */
    type: varchar({ length: 20 }).notNull(),
    /** Unified social credit code. */
    code: varchar({ length: 18 }),
    areaCode: varchar({ length: 12 }),
    address: varchar({ length: 255 }),
    contact: varchar({ length: 50 }),
    phone: varchar({ length: 30 }),
    email: varchar({ length: 100 }),
    legalPerson: varchar({ length: 50 }),
    registeredCapital: varchar({ length: 50 }),
    /** 'SZ' Shenzhen, or the counterpart-assistance type code of the region it comes from. */
    region: varchar({ length: 10 }),
    assistType: varchar({ length: 4 }),
    status: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    expDate: date(),
    syncTime: timestamp({ withTimezone: true }),
    remark: varchar({ length: 500 }),
    /** 重点企业: management marks (and unmarks) an enterprise for closer supervision, with a reason. */
    keyFlag: boolean().notNull().default(false),
    keyReason: varchar({ length: 500 }),
    keyTime: timestamp({ withTimezone: true }),
    createTime: created(),
    updateTime: updated(),
  },
  (t) => [index('sys_org_type_idx').on(t.type), uniqueIndex('sys_org_code_uq').on(t.code)],
);

export const sysDept = pgTable('sys_dept', {
  id: serial().primaryKey(),
  pid: integer(),
  orgId: integer().notNull(),
  name: varchar({ length: 100 }).notNull(),
  seq: integer().notNull().default(0),
  leader: varchar({ length: 50 }),
  phone: varchar({ length: 30 }),
  createTime: created(),
  updateTime: updated(),
});

export const sysPosition = pgTable('sys_position', {
  id: serial().primaryKey(),
  orgId: integer(),
  code: varchar({ length: 50 }).notNull(),
  name: varchar({ length: 100 }).notNull(),
  seq: integer().notNull().default(0),
  remark: varchar({ length: 255 }),
  createTime: created(),
  updateTime: updated(),
});

export const sysUser = pgTable(
  'sys_user',
  {
    id: serial().primaryKey(),
    username: varchar({ length: 50 }).notNull(),
    passwordHash: text().notNull(),
    name: varchar({ length: 50 }),
    sex: varchar({ length: 2 }),
    email: varchar({ length: 100 }),
    mobile: varchar({ length: 20 }),
    avatar: varchar({ length: 255 }),
    orgId: integer(),
    deptId: integer(),
    positionId: integer(),
    /** 0 normal, 1 pending review, 2 review rejected. */
    status: integer().notNull().default(0),
    disabled: boolean().notNull().default(false),
    auditRemark: varchar({ length: 500 }),
    lastLoginTime: timestamp({ withTimezone: true }),
    lastLoginIp: varchar({ length: 64 }),
    pwdUpdateTime: timestamp({ withTimezone: true }),
    createTime: created(),
    updateTime: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('sys_user_username_uq').on(t.username), index('sys_user_org_idx').on(t.orgId), index('sys_user_mobile_idx').on(t.mobile)],
);

export const sysRole = pgTable('sys_role', {
  id: serial().primaryKey(),
  code: varchar({ length: 50 }).notNull().unique(),
  name: varchar({ length: 100 }).notNull(),
  tag: varchar({ length: 10 }).notNull(),
  remark: varchar({ length: 255 }),
  createTime: created(),
});

export const sysUserRole = pgTable(
  'sys_user_role',
  { userId: integer().notNull(), roleId: integer().notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const sysMenu = pgTable(
  'sys_menu',
  {
    id: serial().primaryKey(),
    pid: integer(),
    title: varchar({ length: 100 }).notNull(),
    icon: varchar({ length: 50 }),
    /** Empty: a group. `/views/<layoutId>`, a predefined route name, or an external http(s) address. */
    path: varchar({ length: 255 }),
    /** Comma-separated permission strings of the page ('*' marks the special auth type). */
    opts: varchar({ length: 1000 }),
    target: varchar({ length: 20 }),
    seq: integer().notNull().default(0),
    hidden: boolean().notNull().default(false),
    noTab: boolean().notNull().default(false),
    noCache: boolean().notNull().default(false),
    badge: varchar({ length: 50 }),
    createTime: created(),
    updateTime: updated(),
  },
  (t) => [index('sys_menu_pid_idx').on(t.pid)],
);

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  { roleId: integer().notNull(), menuId: integer().notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const sysDic = pgTable('sys_dic', {
  id: serial().primaryKey(),
  code: varchar({ length: 50 }).notNull().unique(),
  name: varchar({ length: 100 }).notNull(),
  remark: varchar({ length: 255 }),
  createTime: created(),
  updateTime: updated(),
});

export const sysDicItem = pgTable(
  'sys_dic_item',
  {
    id: serial().primaryKey(),
    dicId: integer().notNull(),
    itemLabel: varchar({ length: 100 }).notNull(),
    itemValue: varchar({ length: 100 }).notNull(),
    seq: integer().notNull().default(0),
    remark: varchar({ length: 255 }),
    createTime: created(),
    updateTime: updated(),
  },
  (t) => [index('sys_dic_item_dic_idx').on(t.dicId), uniqueIndex('sys_dic_item_value_uq').on(t.dicId, t.itemValue)],
);

/** Administrative divisions of China (province 1, city 2, county 3). */
export const addvcd = pgTable(
  'addvcd',
  {
    id: varchar({ length: 12 }).primaryKey(),
    name: varchar({ length: 100 }).notNull(),
    pid: varchar({ length: 12 }),
    level: integer().notNull(),
    syncTime: timestamp({ withTimezone: true }),
  },
  (t) => [index('addvcd_pid_idx').on(t.pid), index('addvcd_level_idx').on(t.level)],
);

export const sysLog = pgTable(
  'sys_log',
  {
    id: serial().primaryKey(),
    userId: integer(),
    username: varchar({ length: 50 }),
    orgId: integer(),
    /** INSERT, UPDATE, DELETE, GRANT, EXPORT, IMPORT, CLEAN. */
    op: varchar({ length: 10 }).notNull(),
    resource: varchar({ length: 50 }).notNull(),
    recordId: varchar({ length: 500 }),
    detail: text(),
    ip: varchar({ length: 64 }),
    createTime: created(),
    /** The row's link in the log's hash chain (server/http/logChain.ts), set when the row is sealed. */
    chainSeq: bigint({ mode: 'number' }),
    chainHash: varchar({ length: 64 }),
  },
  // The log page filters by operation, resource and organisation, newest first.
  (t) => [
    index('sys_log_time_idx').on(t.createTime),
    index('sys_log_op_idx').on(t.op, t.createTime),
    index('sys_log_resource_idx').on(t.resource, t.createTime),
    index('sys_log_org_idx').on(t.orgId, t.createTime),
    uniqueIndex('sys_log_chain_idx').on(t.chainSeq),
  ],
);
