/**
 * A product's brand history (GET /api/zpproductbrand/findByProductIdOrderByCreateTime?id=): one
 * row per brand the product has carried, oldest first. Read-only: the server writes a row when a
 * product's brand changes. Shown as a child table of the product's record page.
 */
import { defineResource } from '../resource';

export const PRODUCT_BRAND_HISTORY_PATH = '/api/zpproductbrand/findByProductIdOrderByCreateTime';

export const productBrandResource = defineResource({
  name: 'productBrand',
  title: '品牌变更记录',
  fields: {
    brand: { label: '品牌', type: 'string', readOnly: true },
    createTime: { label: '启用时间', type: 'datetime', readOnly: true },
  },
});
