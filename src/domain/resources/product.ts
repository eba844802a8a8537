/**
 * An enterprise's product (the 圳品 being evaluated): name, brand (its history kept), category in
 * the product-type tree, specification, annual output, the places producing it and its pictures
 * by picture type. `orgId` is stamped by the server for enterprise callers; `reviewStatus` moves
 * through the product review flow (src/domain/workflows/productReview.ts) only.
 */
import { ORG_TYPE, orgTypeValue, PRODUCT_REVIEW } from '../codes';
import { defineResource, fieldErrorText } from '../resource';

export const PRODUCT_MSG = {
  /** What a product must have before it is submitted for review. */
  picturesNeeded: fieldErrorText('产品图片', '请上传正面和背面图片，或至少3张产品图片'),
  categoryNeeded: fieldErrorText('产品分类', '提交审核前请选择产品分类'),
  placesNeeded: fieldErrorText('生产场所', '提交审核前请选择生产该产品的场所'),
  locked: (status: string) => `产品当前状态为“${status}”，不能修改或删除`,
} as const;

/** Statuses in which the enterprise may still change or delete the product. */
export const PRODUCT_EDITABLE: readonly number[] = [PRODUCT_REVIEW.draft, PRODUCT_REVIEW.failed];

/** Front and back, or at least three pictures in all. */
export function hasEnoughPictures(p: { frontPic?: unknown; backPic?: unknown; otherPics?: unknown }): boolean {
  const count = (v: unknown) => (typeof v === 'string' ? v.split(',').filter((t) => t.trim()).length : 0);
  const front = count(p.frontPic) > 0;
  const back = count(p.backPic) > 0;
  return (front && back) || count(p.frontPic) + count(p.backPic) + count(p.otherPics) >= 3;
}

export const productResource = defineResource({
  name: 'product',
  changeableWhen: { field: 'reviewStatus', values: PRODUCT_EDITABLE },
  title: '产品',
  defaultSort: 'id,desc',
  searchMain: ['name', 'productType', 'reviewStatus', 'orgId'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: { width: 80 } },
    orgId: { label: '所属企业', type: 'int', createOnly: true, search: ['eq', 'in'], ref: { resource: 'sysorg', display: 'orgName', where: { type_like: orgTypeValue(ORG_TYPE.enterprise) } }, column: false },
    orgName: { label: '所属企业', type: 'string', readOnly: true, column: { width: 200 } },
    name: { label: '产品名称', type: 'string', required: true, max: 100, search: ['like', 'eq'], sortable: true, column: { width: 180 } },
    brand: { label: '品牌', type: 'string', max: 100, search: ['like', 'eq'], sortable: true, column: { width: 120 } },
    productType: { label: '产品类型', type: 'code', codes: 'productType', required: true, search: ['eq', 'in'], column: { width: 90 } },
    categoryId: { label: '产品分类', type: 'int', required: true, search: ['eq', 'in'], ref: { resource: 'category', display: 'categoryName' }, column: false },
    categoryName: { label: '产品分类', type: 'string', readOnly: true, column: { width: 120 } },
    spec: { label: '规格(g/ml)', type: 'string', max: 50, validators: ['spec'], search: ['eq', 'like'], column: { width: 100 } },
    annualOutput: { label: '年产量(吨)', type: 'number', search: ['gte', 'lte'], sortable: true, column: { width: 110 } },
    placeId: { label: '主要生产场所', section: '场所信息', type: 'int', search: ['eq', 'in'], ref: { resource: 'place', display: 'placeName' }, column: false },
    placeName: { label: '主要生产场所', type: 'string', readOnly: true, column: false },
    placeIds: { label: '生产场所', section: '场所信息', type: 'string', max: 255, ref: { resource: 'place', multiple: true, display: 'placeNames' }, column: false },
    placeNames: { label: '生产场所', type: 'string', readOnly: true, column: { width: 200 } },
    frontPic: { label: '正面图片', section: '产品图片', type: 'image', upload: { maxCount: 1, maxMb: 20 }, column: false },
    backPic: { label: '背面图片', section: '产品图片', type: 'image', upload: { maxCount: 1, maxMb: 20 }, column: false },
    otherPics: { label: '其他图片', section: '产品图片', type: 'image', upload: { maxCount: 9, maxMb: 20 }, column: false },
    reviewStatus: { label: '审核状态', type: 'int', codes: 'productReview', readOnly: true, search: ['eq', 'in'], column: { width: 100 } },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
    updateTime: { label: '修改时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: false },
  },
});

/** How a document names the specification: with its unit, as the product's form does (规格(g/ml)). */
export const SPEC_LABEL = productResource.fields.spec.label;
