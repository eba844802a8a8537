/**
 * An enterprise's product (the 圳品 being evaluated): name, brand, category in the product-type
 * tree, specification, annual output and the place it comes from. `orgId` is stamped by the
 * server for enterprise callers; `reviewStatus` moves through the review workflow only.
 */
import { defineResource } from '../resource';

export const productResource = defineResource({
  name: 'product',
  title: '产品',
  defaultSort: 'id,desc',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: { width: 80 } },
    orgId: { label: '所属企业', type: 'int', createOnly: true, search: ['eq', 'in'], column: false },
    orgName: { label: '所属企业', type: 'string', readOnly: true, column: { width: 200 } },
    name: { label: '产品名称', type: 'string', required: true, max: 100, search: ['like', 'eq'], sortable: true, column: { width: 180 } },
    brand: { label: '品牌', type: 'string', max: 100, search: ['like', 'eq'], sortable: true, column: { width: 120 } },
    productType: { label: '产品类型', type: 'code', codes: 'productType', required: true, search: ['eq', 'in'], column: { width: 90 } },
    categoryId: { label: '产品分类', type: 'int', required: true, search: ['eq', 'in'], column: false },
    categoryName: { label: '产品分类', type: 'string', readOnly: true, column: { width: 120 } },
    spec: { label: '规格(g/ml)', type: 'string', max: 50, validators: ['spec'], search: ['eq', 'like'], column: { width: 100 } },
    annualOutput: { label: '年产量(吨)', type: 'number', search: ['gte', 'lte'], sortable: true, column: { width: 110 } },
    placeId: { label: '生产场所', type: 'int', search: ['eq', 'in'], column: false },
    placeName: { label: '生产场所', type: 'string', readOnly: true, column: { width: 180 } },
    reviewStatus: { label: '审核状态', type: 'int', codes: 'productReview', readOnly: true, search: ['eq', 'in'], column: { width: 100 } },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
    updateTime: { label: '修改时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: false },
  },
});
