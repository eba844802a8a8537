/**
 * The people of the demo world: every role, organisations of every type (management, evaluation
 * institutions, supervision and testing units, enterprises from Shenzhen and from the
 * counterpart-assistance regions), the demo accounts and more users per organisation (multiplied
 * by `scale`). Everything follows from the seeded random generator, so a fresh database is the
 * same on every machine (times are relative to the seed time).
 */
import { inArray } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { ORG_TYPE, orgTypeValue } from '../../src/domain/codes';
import { ROLES, ROLE_CODES, type RoleCode } from '../../src/domain/roles';
import { withUsccCheck } from '../../src/domain/validators';
import type { DbOrTx } from '../db/client';
import { sysOrg, sysRole, sysUser, sysUserRole, zpRegister } from '../db/schema';
import type { Random } from './random';
import { inBatches } from '../db/batch';

export const DEMO_PASSWORD = 'Demo#2026';

/**
 * The enterprise of the browser walks (tests/e2e: supervision, wall, rectification): it makes every
 * product of its line and holds valid certificates of several names for them to plan over.
 */
export const E2E_ENTERPRISE = '河源市源城区客家米业有限公司';

export interface DemoAccount {
  readonly username: string;
  /** The role the account holds; null for registrations not yet approved. */
  readonly role: RoleCode | null;
  readonly note: string;
  /** Signing in is refused (a rejected registration): the account shows that refusal. */
  readonly refused?: true;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', role: 'R_SYS_ADMIN', note: '系统管理员，深圳市圳品管理中心' },
  { username: 'manager', role: 'R_MNG_USER', note: '管理端用户，深圳市圳品管理中心' },
  { username: 'mng_cert', role: 'R_ZSGLY_USER', note: '证书管理员，深圳市圳品管理中心' },
  { username: 'evaluator', role: 'R_UNIT_ADMIN', note: '评价机构管理员，深圳市鹏质认证评价有限公司' },
  { username: 'jd1_admin', role: 'R_UNIT_ADMIN', note: '监督机构管理员，深圳市圳品监督检查中心' },
  { username: 'inspector', role: 'R_UNIT_USER', note: '监督机构用户，深圳市圳品监督检查中心' },
  { username: 'jc1_admin', role: 'R_UNIT_ADMIN', note: '检测机构管理员，深圳市中测食品检测有限公司' },
  { username: 'tester', role: 'R_UNIT_USER', note: '检测机构用户，深圳市中测食品检测有限公司' },
  { username: 'enterprise', role: 'R_ORG_ADMIN', note: '企业管理员，深圳市鹏城绿源农业发展有限公司' },
  { username: 'staff', role: 'R_ORG_USER', note: '企业用户，深圳市鹏城绿源农业发展有限公司' },
  { username: 'pending', role: null, note: '新注册企业用户，待管理端审核' },
  { username: 'rejected', role: null, note: '注册审核未通过的企业用户', refused: true },
];

/** The start-up banner's line of demo accounts: those a person signs in with, then the refused one. */
export function demoAccountsLine(): string {
  const names = (refused: boolean) => DEMO_ACCOUNTS.filter((a) => (a.refused ?? false) === refused).map((a) => a.username);
  const refused = names(true);
  return `演示账号 (密码 ${DEMO_PASSWORD}): ${names(false).join(', ')}${refused.length ? `；${refused.join(', ')} 为审核未通过的注册，登录会被拒绝` : ''}`;
}

/** Ids of what was created, for the seeds that run after this one. */
export interface SeededPeople {
  readonly managementOrgId: number;
  readonly evaluationOrgIds: readonly number[];
  readonly supervisionOrgIds: readonly number[];
  readonly testingOrgIds: readonly number[];
  /** Approved enterprises; the first is E1 (the `enterprise` and `staff` accounts). */
  readonly enterpriseOrgIds: readonly number[];
  readonly userIds: ReadonlyMap<string, number>;
}

interface OrgSeed {
  readonly name: string;
  readonly type: string;
  readonly areaCode: string;
  /** County or district name, for the address. */
  readonly place: string;
  /** Assistance type code of a counterpart region; none for Shenzhen. */
  readonly assist?: '1' | '2' | '3' | '4';
}

const ENTERPRISE = orgTypeValue(ORG_TYPE.enterprise);
const MANAGEMENT: OrgSeed = { name: '深圳市圳品管理中心', type: orgTypeValue(ORG_TYPE.management), areaCode: '440304', place: '深圳市福田区' };
const EVALUATION: readonly OrgSeed[] = [
  { name: '深圳市鹏质认证评价有限公司', type: orgTypeValue(ORG_TYPE.evaluation, ORG_TYPE.testing), areaCode: '440305', place: '深圳市南山区' },
  { name: '深圳市华检食品评价中心', type: orgTypeValue(ORG_TYPE.evaluation), areaCode: '440303', place: '深圳市罗湖区' },
  { name: '广东粤标质量评价有限公司', type: orgTypeValue(ORG_TYPE.evaluation), areaCode: '440306', place: '深圳市宝安区' },
];
const SUPERVISION: readonly OrgSeed[] = [{ name: '深圳市圳品监督检查中心', type: orgTypeValue(ORG_TYPE.supervision), areaCode: '440304', place: '深圳市福田区' }];
const TESTING: readonly OrgSeed[] = [
  { name: '深圳市中测食品检测有限公司', type: orgTypeValue(ORG_TYPE.testing), areaCode: '440309', place: '深圳市龙华区' },
  { name: '深圳市海韵检验检测技术有限公司', type: orgTypeValue(ORG_TYPE.testing), areaCode: '440307', place: '深圳市龙岗区' },
];
/** Enterprises: Shenzhen districts, then the counterpart-assistance regions (real county codes). */
const ENTERPRISES: readonly OrgSeed[] = [
  { name: '深圳市鹏城绿源农业发展有限公司', type: ENTERPRISE, areaCode: '440306', place: '深圳市宝安区' },
  { name: '深圳市光明优鲜乳业有限公司', type: ENTERPRISE, areaCode: '440311', place: '深圳市光明区' },
  { name: '深圳市海韵水产养殖有限公司', type: ENTERPRISE, areaCode: '440308', place: '深圳市盐田区' },
  { name: '深圳市福民食品有限公司', type: ENTERPRISE, areaCode: '440304', place: '深圳市福田区' },
  { name: '深圳市南粤优品供应链有限公司', type: ENTERPRISE, areaCode: '440305', place: '深圳市南山区' },
  { name: '深圳市龙岗生鲜配送有限公司', type: ENTERPRISE, areaCode: '440307', place: '深圳市龙岗区' },
  { name: '深圳市坪山禽业发展有限公司', type: ENTERPRISE, areaCode: '440310', place: '深圳市坪山区' },
  { name: '深圳市丰泽粮油食品有限公司', type: ENTERPRISE, areaCode: '440309', place: '深圳市龙华区' },
  { name: '深圳市罗湖百味食品有限公司', type: ENTERPRISE, areaCode: '440303', place: '深圳市罗湖区' },
  { name: '深圳市大鹏湾海产品有限公司', type: ENTERPRISE, areaCode: '440307', place: '深圳市龙岗区' },
  { name: '深圳市金谷米业有限公司', type: ENTERPRISE, areaCode: '440306', place: '深圳市宝安区' },
  { name: '深圳市甘坑农产品有限公司', type: ENTERPRISE, areaCode: '440307', place: '深圳市龙岗区' },
  { name: '深圳市鲜丰果蔬配送有限公司', type: ENTERPRISE, areaCode: '440309', place: '深圳市龙华区' },
  { name: '深圳市沙井蚝业有限公司', type: ENTERPRISE, areaCode: '440306', place: '深圳市宝安区' },
  { name: '深圳市绿色庄园生态农业有限公司', type: ENTERPRISE, areaCode: '440311', place: '深圳市光明区' },
  { name: '深圳市心悦烘焙食品有限公司', type: ENTERPRISE, areaCode: '440305', place: '深圳市南山区' },
  { name: '田东县壮乡芒果产业有限公司', type: ENTERPRISE, areaCode: '451022', place: '广西壮族自治区百色市田东县', assist: '2' },
  { name: '百色市右江区桂西果蔬有限公司', type: ENTERPRISE, areaCode: '451002', place: '广西壮族自治区百色市右江区', assist: '2' },
  { name: '毕节市七星关区乌蒙山农业有限公司', type: ENTERPRISE, areaCode: '520502', place: '贵州省毕节市七星关区', assist: '2' },
  { name: '威宁县高原蔬菜产销有限公司', type: ENTERPRISE, areaCode: '520526', place: '贵州省毕节市威宁彝族回族苗族自治县', assist: '2' },
  { name: '喀什市丝路果品有限公司', type: ENTERPRISE, areaCode: '653101', place: '新疆维吾尔自治区喀什地区喀什市', assist: '1' },
  { name: '莎车县巴旦木食品有限公司', type: ENTERPRISE, areaCode: '653125', place: '新疆维吾尔自治区喀什地区莎车县', assist: '1' },
  { name: '林芝市巴宜区雪域农牧有限公司', type: ENTERPRISE, areaCode: '540402', place: '西藏自治区林芝市巴宜区', assist: '1' },
  { name: E2E_ENTERPRISE, type: ENTERPRISE, areaCode: '441602', place: '广东省河源市源城区', assist: '3' },
  { name: '紫金县蓝塘茶叶有限公司', type: ENTERPRISE, areaCode: '441621', place: '广东省河源市紫金县', assist: '3' },
  { name: '海丰县红海湾水产有限公司', type: ENTERPRISE, areaCode: '441521', place: '广东省汕尾市海丰县', assist: '3' },
  { name: '陆丰市甲子渔业有限公司', type: ENTERPRISE, areaCode: '441581', place: '广东省汕尾市陆丰市', assist: '3' },
];
const PENDING_ORG: OrgSeed = { name: '深圳市新禾农业科技有限公司', type: ENTERPRISE, areaCode: '440310', place: '深圳市坪山区' };
const REJECTED_ORG: OrgSeed = { name: '深圳市优果汇贸易有限公司', type: ENTERPRISE, areaCode: '440309', place: '深圳市龙华区' };

/** More enterprises for larger scales: Shenzhen names from brand and trade parts. */
const SZ_DISTRICTS = [
  ['440303', '罗湖区'], ['440304', '福田区'], ['440305', '南山区'], ['440306', '宝安区'], ['440307', '龙岗区'],
  ['440308', '盐田区'], ['440309', '龙华区'], ['440310', '坪山区'], ['440311', '光明区'],
] as const;
const BRANDS = ['鹏兴', '深泰', '粤鲜', '嘉禾', '瑞丰', '益农', '恒润', '金穗', '海晟', '绿峰', '禾盛', '康源', '润田', '百汇', '佳品', '优谷'];
const TRADES = ['农产品', '食品', '果蔬', '生鲜', '水产', '粮油', '禽蛋', '茶业', '乳业', '供应链'];

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许邓冯韩曹曾彭蔡潘田董袁叶蒋杜苏魏程吕丁沈任姚卢钟姜崔谭廖范汪陆金石戴贾韦夏邱方侯邹熊孟秦白江薛尹段雷黎史龙陶贺顾毛郝龚邵万钱严赖覃洪武莫孔';
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平', '刚', '桂英', '建华', '志强', '晓燕', '文', '婷', '浩', '宇', '欣', '佳', '俊', '海燕', '晨', '思远', '子涵', '雨欣', '嘉怡', '梓豪', '国平', '建国', '丽华', '永红', '春梅', '振', '斌', '鑫', '露', '倩', '颖', '琳', '慧', '凯', '鹏', '彬', '辉', '峰'];
const STREETS = ['深南大道', '滨河大道', '北环大道', '宝安大道', '龙岗大道', '布吉路', '梅林路', '沙河西路', '福华路', '人民路', '建设路', '工业大道'];
const MOBILE_PREFIXES = ['135', '136', '137', '138', '139', '150', '151', '152', '158', '159', '177', '186', '187', '188', '189', '199'];
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const REJECT_REASON = '营业执照扫描件不清晰，统一社会信用代码无法核对，请重新上传后再提交';

const DAY = 24 * 3600 * 1000;

type UserRow = typeof sysUser.$inferInsert;
type OrgRow = typeof sysOrg.$inferInsert;

export async function seedPeople(tx: DbOrTx, random: Random, scale: number): Promise<SeededPeople> {
  const now = Date.now();
  const daysAgo = (min: number, max: number) => new Date(now - random.int(min, max) * DAY - random.int(0, DAY - 1));
  // One hash for every seeded user: argon2 is slow by design, and they all share the demo password.
  const passwordHash = await hash(DEMO_PASSWORD);

  // Roles: the menu seed may have inserted them already (it runs first); both insert the same rows.
  await tx
    .insert(sysRole)
    .values(ROLE_CODES.map((code) => ({ code, name: ROLES[code].name, tag: ROLES[code].tag })))
    .onConflictDoNothing({ target: sysRole.code });
  const roleRows = await tx.select({ id: sysRole.id, code: sysRole.code }).from(sysRole).where(inArray(sysRole.code, ROLE_CODES));
  const roleId = new Map(roleRows.map((r) => [r.code, r.id]));

  const personName = () => random.pick([...SURNAMES]) + random.pick(GIVEN);
  const usedMobiles = new Set<string>();
  const mobile = () => {
    for (;;) {
      const m = random.pick(MOBILE_PREFIXES) + String(random.int(0, 99_999_999)).padStart(8, '0');
      if (!usedMobiles.has(m)) {
        usedMobiles.add(m);
        return m;
      }
    }
  };
  const usedCodes = new Set<string>();
  /** Registration authority + category ('91' company, '12' public institution, '11' government body), division, organisation code, check. */
  const uscc = (kind: string, areaCode: string) => {
    for (;;) {
      const body = Array.from({ length: 9 }, () => random.pick([...USCC_CHARS])).join('');
      const code = withUsccCheck(`${kind}${areaCode}${body}`);
      if (!usedCodes.has(code)) {
        usedCodes.add(code);
        return code;
      }
    }
  };

  // Organisations.
  const enterpriseSeeds = [...ENTERPRISES, ...extraEnterprises(random, (scale - 1) * 24, new Set(ENTERPRISES.map((e) => e.name)))];
  const orgRow = (o: OrgSeed, kind: string): OrgRow => ({
    name: o.name,
    type: o.type,
    code: uscc(kind, o.areaCode),
    areaCode: o.areaCode,
    address: o.assist ? `${o.place}${random.pick(['城东', '城西', '工业园', '农业产业园'])}${random.int(1, 88)}号` : `${o.place}${random.pick(STREETS)}${random.int(1, 3999)}号`,
    legalPerson: personName(),
    registeredCapital: `${random.pick([100, 200, 300, 500, 800, 1000, 2000, 5000])}万元人民币`,
    phone: `0755-${random.int(2000_0000, 8999_9999)}`,
    region: o.assist ?? 'SZ',
    assistType: o.assist ?? null,
    createTime: daysAgo(400, 1500),
  });
  const orgSeeds: { seed: OrgSeed; row: OrgRow; group: 'mng' | 'eval' | 'jd' | 'test' | 'ent' | 'pending' | 'rejected' }[] = [
    { seed: MANAGEMENT, row: orgRow(MANAGEMENT, '11'), group: 'mng' },
    ...EVALUATION.map((s) => ({ seed: s, row: orgRow(s, '12'), group: 'eval' as const })),
    ...SUPERVISION.map((s) => ({ seed: s, row: orgRow(s, '12'), group: 'jd' as const })),
    ...TESTING.map((s) => ({ seed: s, row: orgRow(s, '91'), group: 'test' as const })),
    ...enterpriseSeeds.map((s) => ({ seed: s, row: orgRow(s, '91'), group: 'ent' as const })),
    { seed: PENDING_ORG, row: { ...orgRow(PENDING_ORG, '91'), createTime: daysAgo(0, 2) }, group: 'pending' },
    { seed: REJECTED_ORG, row: { ...orgRow(REJECTED_ORG, '91'), createTime: daysAgo(5, 20) }, group: 'rejected' },
  ];
  const at = (g: (typeof orgSeeds)[number]['group']) => orgSeeds.map((o, i) => (o.group === g ? i : -1)).filter((i) => i >= 0);
  const [mng] = at('mng');
  const evals = at('eval');
  const jds = at('jd');
  const tests = at('test');
  const ents = at('ent');
  const [pendingOrg] = at('pending');
  const [rejectedOrg] = at('rejected');

  // Users, each pointing at its organisation's index until the organisations have ids.
  const users: { row: Omit<UserRow, 'orgId'>; org: number; roles: RoleCode[]; register?: { status: 0 | 1 | 2; reason?: string } }[] = [];
  const demoMobile = (i: number) => {
    const m = `1380000000${i}`;
    usedMobiles.add(m);
    return m;
  };
  // The accounts made as demo accounts, held against DEMO_ACCOUNTS (what the banner and the README list).
  const demoNames: string[] = [];
  const demo = (username: string, name: string, sex: '1' | '2', org: number, roles: RoleCode[], index: number, extra: Partial<UserRow> = {}) => {
    demoNames.push(username);
    users.push({
      row: { username, name, sex, mobile: demoMobile(index), email: `${username}@zp-demo.cn`, passwordHash, status: 0, pwdUpdateTime: new Date(now), createTime: daysAgo(300, 600), ...extra },
      org,
      roles,
    });
  };
  demo('admin', '系统管理员', '1', mng, ['R_SYS_ADMIN'], 1);
  demo('manager', '陈志远', '1', mng, ['R_MNG_USER'], 2);
  demo('evaluator', '林嘉怡', '2', evals[0], ['R_UNIT_ADMIN'], 3);
  demo('inspector', '黄国平', '1', jds[0], ['R_UNIT_USER'], 4);
  demo('tester', '周晓燕', '2', tests[0], ['R_UNIT_USER'], 5);
  demo('enterprise', '王建华', '1', ents[0], ['R_ORG_ADMIN'], 6);
  users[users.length - 1].register = { status: 0 };
  demo('staff', '李婷', '2', ents[0], ['R_ORG_USER'], 7);
  demo('pending', '赵思远', '1', pendingOrg, [], 8, { status: 1, createTime: orgSeeds[pendingOrg].row.createTime });
  users[users.length - 1].register = { status: 1 };
  demo('rejected', '孙浩', '1', rejectedOrg, [], 9, { status: 2, auditRemark: REJECT_REASON, createTime: orgSeeds[rejectedOrg].row.createTime });
  users[users.length - 1].register = { status: 2, reason: REJECT_REASON };

  const more = (username: string, org: number, roles: RoleCode[]) => {
    const sex = random.chance(0.5) ? '1' : '2';
    const pwdAge = random.chance(0.15) ? null : daysAgo(5, 400);
    users.push({
      row: {
        username,
        name: personName(),
        sex,
        mobile: mobile(),
        email: random.chance(0.7) ? `${username.replace(/_/g, '.')}@zp-demo.cn` : null,
        passwordHash,
        status: 0,
        disabled: random.chance(0.04),
        pwdUpdateTime: pwdAge,
        lastLoginTime: random.chance(0.8) ? daysAgo(0, 60) : null,
        createTime: daysAgo(60, 900),
      },
      org,
      roles,
    });
  };
  const two = (n: number) => String(n).padStart(2, '0');
  for (let i = 1; i <= 2 * scale; i++) more(`mng_u${two(i)}`, mng, ['R_MNG_USER']);
  more('mng_app', mng, ['R_APP_ADMIN']);
  // A demo account of the README: enabled, its password fresh (drawn like the others, so the rest of the world stays as it was).
  const demoAccount = () => {
    const row = users[users.length - 1].row;
    demoNames.push(row.username);
    Object.assign(row, { disabled: false, pwdUpdateTime: new Date() });
  };
  more('mng_cert', mng, ['R_ZSGLY_USER']);
  demoAccount();
  evals.forEach((o, k) => {
    if (k > 0) more(`pj${k + 1}_admin`, o, ['R_UNIT_ADMIN']);
    for (let i = 1; i <= 2 * scale; i++) more(`pj${k + 1}_u${two(i)}`, o, ['R_UNIT_USER']);
  });
  jds.forEach((o, k) => {
    more(`jd${k + 1}_admin`, o, ['R_UNIT_ADMIN']);
    if (k === 0) demoAccount();
    for (let i = 1; i <= 2 * scale; i++) more(`jd${k + 1}_u${two(i)}`, o, ['R_UNIT_USER']);
  });
  tests.forEach((o, k) => {
    more(`jc${k + 1}_admin`, o, ['R_UNIT_ADMIN']);
    if (k === 0) demoAccount();
    for (let i = 1; i <= scale; i++) more(`jc${k + 1}_u${two(i)}`, o, ['R_UNIT_USER']);
  });
  ents.forEach((o, k) => {
    const prefix = `qy${two(k + 1)}`;
    if (k > 0) {
      more(`${prefix}_admin`, o, ['R_ORG_ADMIN']);
      users[users.length - 1].register = { status: 0 };
    }
    const staff = k === 0 ? scale : random.int(0, 2) * scale;
    for (let i = 1; i <= staff; i++) more(`${prefix}_u${two(i)}`, o, ['R_ORG_USER']);
  });
  // A demo account made but not listed would be missing from the banner (as 证书管理员 mng_cert was), one listed but not made would not sign in.
  const listed = DEMO_ACCOUNTS.map((a) => a.username);
  const unlisted = demoNames.filter((n) => !listed.includes(n));
  const unmade = listed.filter((n) => !demoNames.includes(n));
  if (unlisted.length || unmade.length) throw new Error(`seed: DEMO_ACCOUNTS out of step with the demo accounts made (not listed: ${unlisted.join(', ') || '—'}; not made: ${unmade.join(', ') || '—'})`);

  // Each organisation's contact is its first user.
  orgSeeds.forEach((o, i) => {
    const first = users.find((u) => u.org === i);
    o.row.contact = first?.row.name ?? null;
    o.row.email = first?.row.email ?? null;
  });

  const orgRows = await inBatches(orgSeeds.map((o) => o.row), (b) => tx.insert(sysOrg).values(b).returning({ id: sysOrg.id, code: sysOrg.code }));
  // Matched back by credit code (unique) rather than by the order RETURNING yields.
  const orgIdByCode = new Map(orgRows.map((r) => [r.code, r.id]));
  const orgIds = orgSeeds.map((o) => orgIdByCode.get(o.row.code ?? '') as number);

  const inserted = await inBatches(
    users.map((u) => ({ ...u.row, orgId: orgIds[u.org] })),
    (b) => tx.insert(sysUser).values(b).returning({ id: sysUser.id, username: sysUser.username }),
  );
  const userIds = new Map(inserted.map((r) => [r.username, r.id]));
  const grants = users.flatMap((u) => u.roles.map((code) => ({ userId: userIds.get(u.row.username) as number, roleId: roleId.get(code) as number })));
  await inBatches(grants, (b) => tx.insert(sysUserRole).values(b).onConflictDoNothing());

  // Registration records: enterprise administrators registered themselves and were approved by the manager.
  const managerId = userIds.get('manager') ?? null;
  const registrations = users
    .filter((u) => u.register)
    .map((u) => {
      const reg = u.register as { status: 0 | 1 | 2; reason?: string };
      const created = u.row.createTime as Date;
      const audited = reg.status !== 1;
      return {
        userId: userIds.get(u.row.username) as number,
        orgId: orgIds[u.org],
        status: reg.status,
        reason: reg.reason ?? null,
        auditUserId: audited ? managerId : null,
        auditUserName: audited ? '陈志远' : null,
        auditTime: audited ? new Date(created.getTime() + random.int(1, 3) * DAY) : null,
        createTime: created,
      };
    });
  await inBatches(registrations, (b) => tx.insert(zpRegister).values(b));

  return {
    managementOrgId: orgIds[mng],
    evaluationOrgIds: evals.map((i) => orgIds[i]),
    supervisionOrgIds: jds.map((i) => orgIds[i]),
    testingOrgIds: tests.map((i) => orgIds[i]),
    enterpriseOrgIds: ents.map((i) => orgIds[i]),
    userIds,
  };
}

function extraEnterprises(random: Random, count: number, taken: Set<string>): OrgSeed[] {
  const out: OrgSeed[] = [];
  for (let n = 0; out.length < count; n++) {
    const [areaCode, district] = random.pick(SZ_DISTRICTS);
    // After the combinations run out, a branch number keeps names unique.
    const base = `深圳市${random.pick(BRANDS)}${random.pick(TRADES)}`;
    const name = n < 400 ? `${base}有限公司` : `${base}第${n}分公司`;
    if (taken.has(name)) continue;
    taken.add(name);
    out.push({ name, type: ENTERPRISE, areaCode, place: `深圳市${district}` });
  }
  return out;
}
