/**
 * Management's views of the organisations it oversees (企业管理 › 企业列表 and 重点企业, 机构管理 ›
 * 机构列表, 统计分析 › 菜篮子基地 and 对口帮扶地区): records of one kind, read-only here (组织管理
 * and the enterprises edit them), with what management asks of each at a glance: an enterprise's
 * products, places and valid certificates, whether it is a key enterprise and why; an
 * institution's people; a basket base's type and where it lies.
 */
import { defineResource, type FieldDef, fieldErrorText } from '../resource';
import { orgResource } from './org';
import { placeResource } from './place';

const org = orgResource.fields;
/** An organisation field as these lists show it: read-only. */
const shown = (f: FieldDef, column: FieldDef['column'] = f.column, label = f.label): FieldDef => ({ ...f, label, readOnly: true, required: false, column });

export const KEY_ENTERPRISE_MSG = {
  reasonRequired: fieldErrorText('原因', '请输入设为或取消重点企业的原因'),
  reasonTooLong: fieldErrorText('原因', '最多输入500个字符'),
  notEnterprise: '只能将企业设为重点企业',
  already: (key: boolean) => (key ? '该企业已是重点企业' : '该企业不是重点企业'),
  marked: '已设为重点企业',
  unmarked: '已取消重点企业',
} as const;

export const KEY_REASON_MAX = 500;

/** An enterprise's products and places, by the enterprise's id (`?id=`): its record page's tables. */
export const ENTERPRISE_CHILD_PATHS = { products: '/api/zpenterprise/products', places: '/api/zpenterprise/places' } as const;

/** POST {id, key, reason}: marks (key true) or unmarks an enterprise as a key enterprise. */
export const KEY_ENTERPRISE_PATH = '/api/zpenterprise/key';

export const enterpriseResource = defineResource({
  name: 'zpenterprise',
  title: '企业',
  defaultSort: 'id,desc',
  searchMain: ['name', 'code', 'keyFlag', 'status'],
  fields: {
    id: shown(org.id),
    name: shown(org.name, org.name.column, '企业名称'),
    code: shown(org.code),
    areaName: shown(org.areaName),
    address: shown(org.address, false),
    contact: shown(org.contact),
    phone: shown(org.phone),
    legalPerson: shown(org.legalPerson, false),
    region: shown(org.region),
    assistType: shown(org.assistType),
    productCount: { label: '产品数', type: 'int', readOnly: true, column: { width: 80 } },
    placeCount: { label: '场所数', type: 'int', readOnly: true, column: { width: 80 } },
    certCount: { label: '有效证书数', type: 'int', readOnly: true, column: { width: 100 } },
    keyFlag: { label: '重点企业', type: 'bool', readOnly: true, search: ['eq'], column: { width: 90 } },
    keyReason: { label: '重点原因', type: 'string', readOnly: true, column: { width: 200 } },
    keyTime: { label: '设为重点时间', type: 'datetime', readOnly: true, sortable: true, column: false },
    status: shown(org.status),
    createTime: shown(org.createTime),
  },
});

export const unitResource = defineResource({
  name: 'zpunit',
  title: '机构',
  defaultSort: 'id,desc',
  searchMain: ['name', 'type', 'status'],
  fields: {
    id: shown(org.id),
    name: shown(org.name, org.name.column, '机构名称'),
    type: shown(org.type, org.type.column, '机构类型'),
    code: shown(org.code),
    areaName: shown(org.areaName),
    address: shown(org.address),
    contact: shown(org.contact),
    phone: shown(org.phone),
    staffCount: { label: '人员数', type: 'int', readOnly: true, column: { width: 80 } },
    status: shown(org.status),
    expDate: shown(org.expDate),
    createTime: shown(org.createTime),
  },
});

/** The reason of a key-enterprise mark or unmark: required, at most 500 characters; the message, or null. */
export function keyReasonError(reason: unknown): string | null {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) return KEY_ENTERPRISE_MSG.reasonRequired;
  return text.length > KEY_REASON_MAX ? KEY_ENTERPRISE_MSG.reasonTooLong : null;
}

const ent = enterpriseResource.fields;

/** 对口帮扶地区: the enterprises of the counterpart-assistance regions (an assistance type set). */
export const assistEnterpriseResource = defineResource({
  name: 'zpassist',
  title: '对口帮扶企业',
  defaultSort: 'id,desc',
  searchMain: ['assistType', 'name', 'code'],
  fields: {
    id: ent.id,
    name: ent.name,
    assistType: { ...ent.assistType, search: ['eq', 'in'] },
    areaName: ent.areaName,
    code: ent.code,
    contact: ent.contact,
    phone: ent.phone,
    productCount: ent.productCount,
    placeCount: ent.placeCount,
    certCount: ent.certCount,
    status: ent.status,
  },
});

const place = placeResource.fields;

/** 菜篮子基地: the bases supplying Shenzhen, by base type, with where they lie. */
export const basketBaseResource = defineResource({
  name: 'zpbasket',
  title: '菜篮子基地',
  defaultSort: 'id,desc',
  searchMain: ['baseType', 'name', 'orgId'],
  fields: {
    id: shown(place.id),
    orgId: shown(place.orgId),
    orgName: shown(place.orgName),
    name: shown(place.name, place.name.column, '基地名称'),
    baseType: shown(place.baseType, place.baseType.column, '基地类型'),
    type: shown(place.type),
    address: shown(place.address),
    area: shown(place.area),
    addLon: shown(place.addLon),
    addLat: shown(place.addLat),
    createTime: shown(place.createTime),
  },
});
