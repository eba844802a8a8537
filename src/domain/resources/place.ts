/**
 * A place of an enterprise (screens document §3 "Place": type, name, address, isOverseas,
 * fishArea, addLon, addLat, city, towncode): planting/breeding base, processing site,
 * distribution centre, slaughterhouse or other. Coordinates come from the map dialog (at most
 * 15 characters each, as its validators say); `city` is the county-level area code.
 */
import { ORG_TYPE, orgTypeValue } from '../codes';
import { defineResource, fieldErrorText } from '../resource';

export const PLACE_MSG = {
  orgRequired: fieldErrorText('所属企业', '请选择'),
  orgNotEnterprise: fieldErrorText('所属企业', '只能选择企业'),
} as const;

export const placeResource = defineResource({
  name: 'place',
  title: '场所',
  defaultSort: 'id,desc',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: { width: 80 } },
    orgId: { label: '所属企业', type: 'int', createOnly: true, search: ['eq', 'in'], ref: { resource: 'sysorg', display: 'orgName', where: { type_like: orgTypeValue(ORG_TYPE.enterprise) } }, column: { width: 200 } },
    orgName: { label: '所属企业', type: 'string', readOnly: true, column: false },
    type: { label: '场所类型', type: 'code', codes: 'placeType', required: true, search: ['eq', 'in'], column: { width: 110 } },
    name: { label: '场所名称', type: 'string', required: true, max: 100, search: ['like', 'eq'], sortable: true, column: { width: 200 } },
    address: { label: '详细地址', type: 'string', required: true, max: 255, search: ['like'], map: { lon: 'addLon', lat: 'addLat' }, column: { width: 260 } },
    isOverseas: { label: '是否境外', type: 'bool', search: ['eq'], column: { width: 80 } },
    fishArea: { label: '捕捞/养殖水域', type: 'string', max: 100, search: ['like'], column: { width: 140 } },
    addLon: { label: '经度', type: 'string', max: 15, validators: ['coordinate', 'number'], column: { width: 110 } },
    addLat: { label: '纬度', type: 'string', max: 15, validators: ['coordinate', 'number'], column: { width: 110 } },
    city: { label: '所在区县', type: 'string', input: 'area', max: 12, validators: ['nonNegativeInt'], search: ['eq', 'like', 'in'], column: { width: 120 } },
    towncode: { label: '所在街道', type: 'string', max: 12, validators: ['nonNegativeInt'], search: ['eq', 'like'], column: false },
    area: { label: '面积(亩)', type: 'number', search: ['gte', 'lte'], column: { width: 100 } },
    baseType: { label: '菜篮子基地类型', type: 'code', codes: 'baseType', search: ['eq', 'in'], column: { width: 130 } },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
  },
});
