/** Users as POST /api/sysuser/page returns them, for stories and tests. */
import type { Page } from '@/api/http';
import type { Row } from '@/api/resource';
import { EVAL_STATUS } from '@/domain/codes';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋'];

export function users(n: number, total = n): Page<Row> {
  const content = Array.from({ length: n }, (_, i) => ({
    id: 1000 - i,
    username: i === 0 ? 'admin' : `user${String(i).padStart(3, '0')}`,
    name: `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 3) % GIVEN.length]}`,
    sex: i % 2 ? '2' : '1',
    email: i % 3 ? `user${i}@zp-demo.cn` : null,
    mobile: `139${String(10000000 + i * 7919).slice(0, 8)}`,
    orgId: 1 + (i % 5),
    orgName: ['深圳市市场监督管理局', '深圳市鹏质认证评价有限公司', '深圳市绿源农业有限公司', '深圳市检测中心', '深圳市标准化协会'][i % 5],
    status: 0,
    disabled: i % 7 === 3,
    roleCodes: i === 0 ? 'R_SYS_ADMIN' : 'R_ORG_USER',
    lastLoginTime: i % 4 ? `2026-11-${String(1 + (i % 20)).padStart(2, '0')}T09:30:00` : null,
    createTime: `2026-0${1 + (i % 9)}-15T08:00:00`,
  }));
  return { content, totalElements: total, number: 0, size: Math.max(n, 1), totalPages: Math.ceil(total / Math.max(n, 1)) };
}

/**
 * The replies of a fake ActionApi by URL (anything else answers 1, as the engine's counts do).
 * Wrap it in the test framework's spy and cast to ActionApi's generic method type: a test double
 * cannot be generic over the caller's reply type, the test owns the reply shapes.
 */
export const replyFor =
  (replies: Readonly<Record<string, unknown>>) =>
  async (url: string): Promise<unknown> =>
    Object.prototype.hasOwnProperty.call(replies, url) ? replies[url] : 1;

export const USER_ACTION_REPLIES = {
  '/api/sysuser/resetPwd': { password: 'Xy7#pq2k' },
  '/api/sysrole/lst': [
    { id: 1, code: 'R_SYS_ADMIN', name: '系统管理员' },
    { id: 2, code: 'R_ORG_USER', name: '组织用户' },
  ],
} as const;

/** Dictionaries as POST /api/sysdic/page returns them. */
export function dics(): Page<Row> {
  const content = [
    { id: 1, code: 'ORG_TYPE', name: '组织类型', remark: null, createTime: '2026-01-05T08:00:00' },
    { id: 2, code: 'SEX', name: '性别', remark: null, createTime: '2026-01-05T08:00:00' },
    { id: 3, code: 'PRODUCT_TYPE', name: '产品类型', remark: '圳品产品类别', createTime: '2026-01-05T08:00:00' },
  ];
  return { content, totalElements: content.length, number: 0, size: 20, totalPages: 1 };
}

const ITEMS: Readonly<Record<number, readonly [string, string][]>> = {
  1: [
    ['管理端', '1'],
    ['评价机构', '2'],
    ['企业', '3'],
    ['检测单位', '4'],
  ],
  2: [
    ['男', '1'],
    ['女', '2'],
  ],
  3: [
    ['食用农产品', '1'],
    ['加工食品', '2'],
  ],
};

/** The items of one dictionary as POST /api/sysdicitem/page returns them. */
export function dicItems(dicId: number): Page<Row> {
  const content = (ITEMS[dicId] ?? []).map(([itemLabel, itemValue], i) => ({ id: dicId * 100 + i, dicId, itemLabel, itemValue, seq: i + 1, remark: null }));
  return { content, totalElements: content.length, number: 0, size: 20, totalPages: 1 };
}

/** Categories as POST /api/pro/category/page returns them. */
export function categories(): Page<Row> {
  const content = [
    { id: 1, pid: 0, name: '食用农产品', level: 1, productType: '1', enabled: true, seq: 1 },
    { id: 11, pid: 1, name: '蔬菜', parentName: '食用农产品', code: 'VEG', level: 2, productType: '1', enabled: true, seq: 1 },
    { id: 12, pid: 1, name: '水果', parentName: '食用农产品', code: 'FRU', level: 2, productType: '1', enabled: false, seq: 2 },
  ];
  return { content, totalElements: content.length, number: 0, size: 20, totalPages: 1 };
}

/** Organisations of each kind and several statuses (types as stored: "2,4" is an evaluation and testing body). */
export function organisations(): Page<Row> {
  const rows: Row[] = [
    { id: 1, name: '深圳市市场监督管理局', type: '1', code: '11440300MB2C92051X', areaName: '广东省/深圳市', status: 0, enabled: true },
    { id: 2, name: '深圳市检验检测评价中心', type: '2,4', code: '12440300455755966J', areaName: '广东省/深圳市/福田区', status: 3, enabled: true },
    { id: 3, name: '深圳市光明农场有限公司', type: '3', code: '91440300MA5FXT4K2B', areaName: '广东省/深圳市/光明区', address: '光明街道', status: 0, enabled: true },
    { id: 4, name: '河源市新丰果蔬合作社', type: '3', code: '93441621MA4X1PQ23L', areaName: '广东省/河源市', status: 1, enabled: true },
  ];
  return { content: rows, totalElements: rows.length, number: 0, size: 20, totalPages: 1 };
}


/** Departments as POST /api/sysdept/lst answers them (every row, seq order): two roots, three levels. */
export function departments(): Page<Row> {
  const org = { orgId: 1, orgName: '深圳市市场监督管理局' };
  const rows: Row[] = [
    { id: 1, pid: null, name: '办公室', leader: '王伟', seq: 1, ...org },
    { id: 2, pid: null, name: '食品安全监管处', leader: '李芳', seq: 2, ...org },
    { id: 11, pid: 1, parentName: '办公室', name: '文秘科', leader: '张娜', seq: 1, ...org },
    { id: 12, pid: 1, parentName: '办公室', name: '财务科', leader: '刘敏', seq: 2, ...org },
    { id: 21, pid: 2, parentName: '食品安全监管处', name: '抽检科', leader: '陈静', seq: 1, ...org },
    { id: 211, pid: 21, parentName: '抽检科', name: '农产品抽检组', leader: '杨强', seq: 1, ...org },
  ];
  return { content: rows, totalElements: rows.length, number: 0, size: rows.length, totalPages: 1 };
}

/** Categories as POST /api/pro/category/sync answers them once flattened (useData's fetchTreeRows). */
export function categoryTree(): Page<Row> {
  const root = (id: number, name: string, productType: string) => ({ id, pid: 0, name, level: 1, productType, leaf: false, enabled: true, seq: id });
  const rows: Row[] = [
    root(1, '果蔬类', '0'),
    { id: 11, pid: 1, name: '蔬菜', code: 'VEG', level: 2, productType: '0', leaf: false, enabled: true, seq: 1 },
    { id: 111, pid: 11, name: '叶菜类', code: 'VEG01', level: 3, productType: '0', leaf: true, enabled: true, seq: 1 },
    { id: 12, pid: 1, name: '水果', code: 'FRU', level: 2, productType: '0', leaf: true, enabled: false, seq: 2 },
    root(2, '肉禽类', '1'),
    { id: 21, pid: 2, name: '禽肉', code: 'POU', level: 2, productType: '1', leaf: true, enabled: true, seq: 1 },
  ];
  return { content: rows, totalElements: rows.length, number: 0, size: rows.length, totalPages: 1 };
}

/** Evaluation applications as POST /api/eval/base/page returns them (an enterprise's, first applications). */
export function applications(n = 3): Page<Row> {
  const statuses = [EVAL_STATUS.draft, EVAL_STATUS.release, EVAL_STATUS.confirmUnit, EVAL_STATUS.acceptReview, EVAL_STATUS.passed];
  const content = Array.from({ length: n }, (_, i) => ({
    id: 20 - i,
    code: `PJ2026-${String(20 - i).padStart(4, '0')}`,
    orgId: 8,
    orgName: '深圳市鹏城绿源农业发展有限公司',
    evalType: '0',
    evalField: i % 2 ? '1' : '2',
    year: 2026,
    productIds: '102',
    productNames: '清远走地鸡',
    placeIds: '1',
    placeNames: '鹏城绿源农业发展养殖场',
    contact: '王建华',
    phone: '13800000006',
    status: statuses[i % statuses.length],
    unitName: i % statuses.length >= 2 ? '深圳市鹏质认证评价有限公司' : null,
    submitTime: i % statuses.length ? '2026-11-22T06:30:00.000Z' : null,
    updateTime: '2026-11-22T06:30:00.000Z',
  }));
  return { content, totalElements: n, number: 0, size: 20, totalPages: 1 };
}
