/** Lookups of the catalogue (calls document §7.2): dictionary options by code, product categories, the place search, a product's brands. */
import { z } from 'zod';
import type { GeoHit } from '../geo';
import type { CategoryNode } from '../resources/category';
import { defineCall, id, pageOf, recordRow, scalar, searchParams } from './call';

/** One hit of the map picker's search. */
const geoHit: z.ZodType<GeoHit> = z.object({
  kind: z.enum(['area', 'place', 'online']),
  id: z.string(),
  name: z.string(),
  address: z.string(),
  lon: z.number().nullable(),
  lat: z.number().nullable(),
});

/** A node of the product-type lookup: children only on nodes that have some in the reply (a tree by level). */
const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    pid: z.number(),
    name: z.string(),
    level: z.number(),
    productType: z.string().nullable(),
    properties: z.object({ leaf: z.boolean(), enabled: z.boolean() }),
    children: z.array(categoryNode).optional(),
  }),
);

export const catalogueCalls = {
  dicByCode: defineCall({ method: 'GET', path: '/api/sysdic/code', summary: '字典选项（按字典编码）', tag: '字典', query: z.looseObject({ code: scalar.optional() }), reply: z.array(recordRow) }),
  categoryEnable: defineCall({
    method: 'PUT',
    path: '/api/pro/category/updEnabled/:id',
    summary: '启用或停用产品类别',
    tag: '产品类别',
    pathParams: z.object({ id: id() }),
    paramSet: z.looseObject({ enabled: scalar.optional().meta({ title: '启用' }) }),
    reply: z.unknown(),
  }),
  categoryLst: defineCall({ method: 'POST', path: '/api/pro/category/lst', summary: '产品类别树（按条件）', tag: '产品类别', paramSet: searchParams, reply: z.array(categoryNode) }),
  categorySync: defineCall({ method: 'POST', path: '/api/pro/category/sync', summary: '产品类别维护树（全部类别）', tag: '产品类别', reply: z.array(recordRow) }),
  geoSearch: defineCall({ method: 'POST', path: '/api/geo/search', summary: '地点搜索（地图选点）', tag: '地图', paramSet: searchParams, reply: pageOf(geoHit) }),
  productBrands: defineCall({
    method: 'GET',
    path: '/api/zpproductbrand/findByProductIdOrderByCreateTime',
    summary: '产品的品牌（按创建时间）',
    tag: '产品',
    query: z.looseObject({ id: id() }),
    reply: z.array(recordRow),
  }),
} as const;
