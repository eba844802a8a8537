/** Organisations as GET /api/zporg/getOne answers them, for the stories and the tests (no server behind either). */
import type { OwnOrg } from '@/api/ownOrg';
import { withUsccCheck } from '@/domain/validators';
import { fieldErrorText } from '@/domain/resource';

/** A Shenzhen enterprise (the demo enterprise E1), normal, with an assistance type and an expiry date. */
export const ENTERPRISE: OwnOrg = {
  id: 7,
  name: '深圳市鹏城绿源农业发展有限公司',
  type: '3',
  typeName: '企业',
  code: withUsccCheck('91440300MA5D00001'),
  pid: null,
  areaCode: '440305',
  areaName: '广东省/深圳市/南山区',
  address: '深圳市南山区粤海街道科技园路 18 号',
  contact: '王经理',
  phone: '0755-26881234',
  email: 'service@pclvyuan.cn',
  legalPerson: '陈志明',
  registeredCapital: '1000万元',
  region: 'SZ',
  assistType: '3',
  status: 0,
  enabled: true,
  expDate: '2027-06-30',
  syncTime: '2026-01-05T02:00:00.000Z',
  remark: null,
  createTime: '2025-03-02T01:20:00.000Z',
  updateTime: '2026-01-05T02:00:00.000Z',
};

/** An evaluation institution that also tests (type 2,4). */
export const INSTITUTION: OwnOrg = {
  id: 3,
  name: '深圳市鹏质认证评价有限公司',
  type: '2,4',
  typeName: '评价机构、检测机构',
  code: withUsccCheck('91440300MA5D00002'),
  pid: null,
  areaCode: '440306',
  areaName: '广东省/深圳市/宝安区',
  address: '深圳市宝安区新安街道宝民一路 200 号',
  contact: '林嘉怡',
  phone: '13800138000',
  email: 'office@pengzhi-cert.cn',
  legalPerson: '刘建国',
  registeredCapital: '500万元',
  region: 'SZ',
  assistType: null,
  status: 0,
  enabled: true,
  expDate: null,
  syncTime: null,
  remark: '圳品评价与检测',
  createTime: '2024-11-18T03:00:00.000Z',
  updateTime: '2025-12-01T08:30:00.000Z',
};

/** The enterprise after its cancellation request (status 3, 注销申请中). */
export const CANCEL_REQUESTED: OwnOrg = { ...ENTERPRISE, status: 3 };

/** The management body: it may edit its details but never request cancellation. */
export const MANAGEMENT: OwnOrg = { ...INSTITUTION, id: 1, name: '深圳市圳品管理中心', type: '1', typeName: '管理机构', remark: null };

/** The server's refusal of a credit code another organisation holds (ORG_MSG.codeTaken). */
export const CODE_TAKEN = fieldErrorText('统一社会信用代码', '该代码已被使用');
