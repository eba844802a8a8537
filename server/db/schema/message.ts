/**
 * Messaging (calls document §7.3): categories, actions (the events that send a message), templates,
 * pushes (one send: what, to whom, over which channels), the messages themselves (one row per
 * recipient, so read status is per recipient), the delivery log (one row per recipient and channel
 * attempt) and the outbox of the channels that leave the portal (SMS, e-mail, WeChat, DingTalk, app).
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const msgCategory = pgTable(
  'msg_category',
  {
    id: serial().primaryKey(),
    /** MSG_CTG_SYS marks system messages; MSG_CTG_EVAL, MSG_CTG_JDGL evaluation and supervision. */
    code: varchar({ length: 50 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    seq: integer().notNull().default(0),
    remark: varchar({ length: 255 }),
    createTime: created(),
    updateTime: updated(),
  },
  (t) => [uniqueIndex('msg_category_code_uq').on(t.code)],
);

export const msgAction = pgTable(
  'msg_action',
  {
    id: serial().primaryKey(),
    /** What the server's code names when it sends: SMS_REGISTER, REGISTER_AUDIT_PASS, ... */
    code: varchar({ length: 50 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    categoryId: integer().notNull(),
    /** NOTICE, REMIND or VERIFY (code list msgType). */
    msgType: varchar({ length: 10 }).notNull(),
    /** Comma-joined channel codes (code list msgChannel) the action sends over. */
    channels: varchar({ length: 100 }).notNull().default('WEB'),
    /** The page a click on the message opens: a portal path such as /views/msg-mine. */
    component: varchar({ length: 255 }),
    enabled: boolean().notNull().default(true),
    remark: varchar({ length: 255 }),
    createTime: created(),
    updateTime: updated(),
  },
  (t) => [uniqueIndex('msg_action_code_uq').on(t.code), index('msg_action_category_idx').on(t.categoryId)],
);

export const msgTpl = pgTable(
  'msg_tpl',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 50 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    /** The action it renders for (null: a free template offered when composing). */
    actionId: integer(),
    /** One channel code; an action may have one template per channel. */
    channel: varchar({ length: 10 }).notNull().default('WEB'),
    title: varchar({ length: 200 }).notNull(),
    /** Text with ${name} placeholders. */
    content: text().notNull(),
    remark: varchar({ length: 255 }),
    createTime: created(),
    updateTime: updated(),
  },
  (t) => [uniqueIndex('msg_tpl_code_uq').on(t.code), index('msg_tpl_action_idx').on(t.actionId)],
);

export const msgPush = pgTable(
  'msg_push',
  {
    id: serial().primaryKey(),
    categoryId: integer().notNull(),
    actionId: integer(),
    tplId: integer(),
    msgType: varchar({ length: 10 }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    /** Stored as given; sanitised where it is shown. */
    content: text().notNull(),
    annexIds: varchar({ length: 500 }),
    component: varchar({ length: 255 }),
    /** JSON object string; becomes the query of the route opened by a click. */
    param: varchar({ length: 1000 }),
    /** USER, ROLE or ORG, and the comma-joined ids (role codes for ROLE). */
    targetType: varchar({ length: 10 }).notNull(),
    targetIds: varchar({ length: 2000 }).notNull(),
    channels: varchar({ length: 100 }).notNull(),
    recipientCount: integer().notNull().default(0),
    createBy: integer(),
    createByName: varchar({ length: 50 }),
    createTime: created(),
  },
  (t) => [index('msg_push_time_idx').on(t.createTime)],
);

export const msgInfo = pgTable(
  'msg_info',
  {
    id: serial().primaryKey(),
    pushId: integer().notNull(),
    /** The recipient: only this user may read or mark it. */
    userId: integer().notNull(),
    categoryId: integer().notNull(),
    msgType: varchar({ length: 10 }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    content: text().notNull(),
    annexIds: varchar({ length: 500 }),
    component: varchar({ length: 255 }),
    param: varchar({ length: 1000 }),
    /** 0 unread, 1 read. */
    readStatus: integer().notNull().default(0),
    readTime: timestamp({ withTimezone: true }),
    /** How many times the recipient opened it. */
    readNum: integer().notNull().default(0),
    createTime: created(),
  },
  // Every list, count and mark call is "this user's messages", filtered by read status and newest first.
  (t) => [index('msg_info_user_idx').on(t.userId, t.readStatus, t.createTime), index('msg_info_push_idx').on(t.pushId)],
);

export const msgLog = pgTable(
  'msg_log',
  {
    id: serial().primaryKey(),
    pushId: integer().notNull(),
    msgId: integer(),
    userId: integer(),
    userName: varchar({ length: 50 }),
    channel: varchar({ length: 10 }).notNull(),
    /** Where it went: the portal user, a mobile number, an e-mail address. */
    address: varchar({ length: 100 }),
    /** DELIVERED (web), QUEUED (in the outbox), SENT, FAILED. */
    status: varchar({ length: 10 }).notNull(),
    detail: varchar({ length: 500 }),
    createTime: created(),
    updateTime: updated(),
  },
  (t) => [index('msg_log_push_idx').on(t.pushId), index('msg_log_time_idx').on(t.createTime)],
);

export const msgOutbox = pgTable(
  'msg_outbox',
  {
    id: serial().primaryKey(),
    logId: integer().notNull(),
    channel: varchar({ length: 10 }).notNull(),
    address: varchar({ length: 100 }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    content: text().notNull(),
    /** PENDING until a configured channel adapter sends it (SENT) or gives up (FAILED). */
    status: varchar({ length: 10 }).notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    lastError: varchar({ length: 500 }),
    createTime: created(),
    sentTime: timestamp({ withTimezone: true }),
  },
  (t) => [index('msg_outbox_pending_idx').on(t.status, t.channel, t.id)],
);
