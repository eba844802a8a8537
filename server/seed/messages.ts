/**
 * Messaging demo data: the categories (MSG_CTG_SYS system, MSG_CTG_EVAL evaluation, MSG_CTG_JDGL
 * supervision), the actions the server sends by (SMS register, login and reset password of §9, the
 * registration audit, evaluation and supervision events), their templates, and a handful of sent
 * messages for the demo accounts so the bell and the message centre are not empty. Sent through
 * the message service, so pushes, messages and log rows are what a real send writes.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { ORG_TYPE, orgTypeValue } from '../../src/domain/codes';
import { MSG_ACTION, MSG_CATEGORY } from '../../src/domain/message';
import { sendMessage } from '../modules/msg/service';
import type { DbOrTx } from '../db/client';
import { msgAction, msgCategory, msgInfo, msgTpl, sysOrg, sysUser } from '../db/schema';

const CATEGORIES = [
  { code: MSG_CATEGORY.sys, name: '系统消息', seq: 10, remark: '系统通知、账号与注册审核' },
  { code: MSG_CATEGORY.eval, name: '评价消息', seq: 20, remark: '评价申请、材料审核、现场评价、发证' },
  { code: MSG_CATEGORY.jd, name: '监督管理消息', seq: 30, remark: '监督计划、监督任务、整改与退出' },
] as const;

interface ActionSeed {
  readonly code: string;
  readonly name: string;
  readonly category: string;
  readonly msgType: 'NOTICE' | 'REMIND' | 'VERIFY';
  readonly channels: string;
  readonly component: string | null;
  readonly tpls: readonly { readonly channel: string; readonly title: string; readonly content: string }[];
}

const ACTIONS: readonly ActionSeed[] = [
  {
    code: MSG_ACTION.smsRegister,
    name: '短信验证码-注册',
    category: MSG_CATEGORY.sys,
    msgType: 'VERIFY',
    channels: 'SMS',
    component: null,
    tpls: [{ channel: 'SMS', title: '注册验证码', content: '您正在注册圳品评价平台账号，验证码：${code}，${minutes}分钟内有效。如非本人操作，请忽略。' }],
  },
  {
    code: MSG_ACTION.smsLogin,
    name: '短信验证码-登录',
    category: MSG_CATEGORY.sys,
    msgType: 'VERIFY',
    channels: 'SMS',
    component: null,
    tpls: [{ channel: 'SMS', title: '登录验证码', content: '您的登录验证码：${code}，${minutes}分钟内有效，请勿泄露给他人。' }],
  },
  {
    code: MSG_ACTION.smsResetPwd,
    name: '短信验证码-重置密码',
    category: MSG_CATEGORY.sys,
    msgType: 'VERIFY',
    channels: 'SMS',
    component: null,
    tpls: [{ channel: 'SMS', title: '重置密码验证码', content: '您正在重置圳品评价平台密码，验证码：${code}，${minutes}分钟内有效。' }],
  },
  {
    code: MSG_ACTION.registerPass,
    name: '注册审核通过',
    category: MSG_CATEGORY.sys,
    msgType: 'NOTICE',
    channels: 'WEB,SMS',
    component: '/views/zp-org-info',
    tpls: [
      { channel: 'WEB', title: '企业注册审核通过', content: '<p>您提交的企业注册申请（${orgName}）已审核通过，欢迎使用圳品评价平台。</p><p>请完善企业信息后提交评价申请。</p>' },
      { channel: 'SMS', title: '企业注册审核通过', content: '【圳品】您提交的企业注册申请（${orgName}）已审核通过。' },
    ],
  },
  {
    code: MSG_ACTION.registerReject,
    name: '注册审核不通过',
    category: MSG_CATEGORY.sys,
    msgType: 'NOTICE',
    channels: 'WEB,SMS',
    component: null,
    tpls: [
      { channel: 'WEB', title: '企业注册审核不通过', content: '<p>您提交的企业注册申请（${orgName}）未通过审核。</p><p>原因：${reason}</p><p>请修改后重新提交。</p>' },
      { channel: 'SMS', title: '企业注册审核不通过', content: '【圳品】您提交的企业注册申请（${orgName}）未通过审核，原因：${reason}' },
    ],
  },
  {
    code: 'EVAL_SUBMITTED',
    name: '评价申请已提交',
    category: MSG_CATEGORY.eval,
    msgType: 'REMIND',
    channels: 'WEB',
    component: '/views/eval-list',
    tpls: [{ channel: 'WEB', title: '有新的评价申请待审核', content: '${orgName} 提交了 ${productName} 的评价申请，请及时审核。' }],
  },
  {
    code: 'JD_TASK_ISSUED',
    name: '监督任务下发',
    category: MSG_CATEGORY.jd,
    msgType: 'REMIND',
    channels: 'WEB,SMS',
    component: '/views/jd-unit-task',
    tpls: [
      { channel: 'WEB', title: '收到新的监督任务', content: '${planName} 下发了新的监督任务，请在 ${deadline} 前完成。' },
      { channel: 'SMS', title: '监督任务', content: '【圳品】您收到新的监督任务（${planName}），请登录平台查看。' },
    ],
  },
];

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

export async function seedMessages(tx: DbOrTx): Promise<void> {
  const cats = await tx.insert(msgCategory).values([...CATEGORIES]).returning({ id: msgCategory.id, code: msgCategory.code });
  const catId = new Map(cats.map((c) => [c.code, c.id]));
  for (const a of ACTIONS) {
    const [row] = await tx
      .insert(msgAction)
      .values({ code: a.code, name: a.name, categoryId: catId.get(a.category) ?? cats[0].id, msgType: a.msgType, channels: a.channels, component: a.component })
      .returning({ id: msgAction.id });
    await tx.insert(msgTpl).values(a.tpls.map((t) => ({ code: `${a.code}_${t.channel}`, name: `${a.name}（${t.channel}）`, actionId: row.id, channel: t.channel, title: t.title, content: t.content })));
  }
  await tx.insert(msgTpl).values({
    code: 'NOTICE_GENERAL',
    name: '通用通知',
    actionId: null,
    channel: 'WEB',
    title: '关于${subject}的通知',
    content: '<p>各相关单位：</p><p>${body}</p><p>深圳市圳品管理中心</p>',
  });

  const users = await tx.select({ id: sysUser.id, username: sysUser.username, orgId: sysUser.orgId }).from(sysUser).where(inArray(sysUser.username, ['admin', 'manager', 'evaluator', 'inspector', 'enterprise', 'staff']));
  const id = (u: string) => users.find((x) => x.username === u)?.id;
  const ids = (...names: string[]) => names.map(id).filter((v): v is number => typeof v === 'number');
  const [admin] = await tx.select().from(sysUser).where(eq(sysUser.username, 'admin'));
  const sender = admin ? { id: admin.id, username: admin.username, name: admin.name, orgId: admin.orgId, orgType: orgTypeValue(ORG_TYPE.management), status: 0, roleCodes: ['R_SYS_ADMIN'], perms: ['*'] } : null;
  const entOrg = users.find((u) => u.username === 'enterprise')?.orgId;
  const [org] = entOrg ? await tx.select({ name: sysOrg.name }).from(sysOrg).where(eq(sysOrg.id, entOrg)) : [];

  const demo: { daysAgo: number; read: boolean; req: Parameters<typeof sendMessage>[1] }[] = [
    {
      daysAgo: 40,
      read: true,
      req: { category: MSG_CATEGORY.sys, msgType: 'NOTICE', title: '圳品评价平台上线运行的通知', content: '<p>圳品评价平台已正式上线运行，各单位请使用统一账号登录办理业务。</p>', to: { roleCodes: ['R_MNG_USER', 'R_UNIT_ADMIN', 'R_UNIT_USER', 'R_ORG_ADMIN', 'R_ORG_USER', 'R_APP_ADMIN', 'R_ZSGLY_USER'] }, sender },
    },
    {
      daysAgo: 3,
      read: false,
      req: {
        category: MSG_CATEGORY.sys,
        msgType: 'NOTICE',
        title: '关于开展2026年度圳品监督抽检工作的通知',
        content: '<p>各相关单位：</p><p>根据年度监督计划，2026年度圳品监督抽检工作将于下月启动，请各企业做好产品留样与台账准备。</p><p>深圳市圳品管理中心</p>',
        // Enterprises only: the after-sign-in reminder then shows for the enterprise demo accounts.
        to: { roleCodes: ['R_ORG_ADMIN', 'R_ORG_USER'] },
        sender,
      },
    },
    {
      daysAgo: 1,
      read: false,
      req: {
        category: MSG_CATEGORY.eval,
        msgType: 'REMIND',
        title: '有新的评价申请待审核',
        content: `${org?.name ?? '企业'} 提交了 有机菜心 的评价申请，请及时审核。`,
        to: { userIds: ids('manager', 'evaluator') },
        component: '/views/eval-list',
        sender,
      },
    },
    {
      daysAgo: 2,
      read: false,
      req: { category: MSG_CATEGORY.jd, msgType: 'REMIND', title: '整改通知：产品标签不规范', content: '您单位的 有机菜心 监督检查发现标签标注不规范，请在15个工作日内完成整改并上传整改材料。', to: { userIds: ids('enterprise', 'staff') }, sender },
    },
    {
      daysAgo: 10,
      read: true,
      req: { category: MSG_CATEGORY.eval, msgType: 'REMIND', title: '评价材料已受理', content: '您提交的评价材料已受理，评价机构将在5个工作日内完成文件审核。', to: { userIds: ids('enterprise') }, sender },
    },
  ];
  const now = Date.now();
  for (const d of demo) {
    const at = new Date(now - d.daysAgo * DAY);
    const sent = await sendMessage(tx, { ...d.req, at });
    const msgIds = [...sent.messageIds.values()];
    if (d.read && msgIds.length) await tx.update(msgInfo).set({ readStatus: 1, readTime: new Date(at.getTime() + HOUR), readNum: 1 }).where(inArray(msgInfo.id, msgIds));
  }
}

/**
 * People read what they were sent: the messages the played moves sent more than a week ago were
 * read within the hour (the last week's are new), so a bell counts this week's work, not a history.
 */
export async function readPastMessages(tx: DbOrTx): Promise<void> {
  await tx
    .update(msgInfo)
    .set({ readStatus: 1, readTime: sql`${msgInfo.createTime} + interval '1 hour'`, readNum: 1 })
    .where(and(eq(msgInfo.readStatus, 0), lt(msgInfo.createTime, new Date(Date.now() - 7 * DAY))));
}
