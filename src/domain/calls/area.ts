/** The administrative divisions (calls document §7.2): the tree, the lazy children, a division's chain, the reload. */
import { z } from 'zod';
import { defineCall, scalar, searchParams } from './call';

const tag = '行政区划';

export interface AreaTreeNode {
  id: string;
  name: string;
  pid: string | null;
  level: number;
  /** Set by the lazy call (/api/addvcd/async): no division below this one. */
  leaf?: boolean;
  children?: AreaTreeNode[];
}
export const areaNode: z.ZodType<AreaTreeNode> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), pid: z.string().nullable(), level: z.number(), leaf: z.boolean().optional(), children: z.array(areaNode).optional() }),
);

export const areaSyncResult = z.looseObject({ total: z.number(), inserted: z.number(), syncTime: z.string() });

export const areaCalls = {
  lst: defineCall({ method: 'POST', path: '/api/addvcd/lst', summary: '行政区划树（按条件）', tag, paramSet: searchParams, reply: z.array(areaNode) }),
  children: defineCall({ method: 'POST', path: '/api/addvcd/async', summary: '下级行政区划（pid 为空时为省级）', tag, paramSet: z.looseObject({ pid: scalar.optional() }), reply: z.array(areaNode) }),
  chain: defineCall({ method: 'GET', path: '/api/addvcd/pLst/:id', summary: '行政区划自省级起的路径', tag, pathParams: z.object({ id: z.string() }), reply: z.array(areaNode) }),
  sync: defineCall({ method: 'POST', path: '/api/addvcd/sync', summary: '从区划数据包重新载入行政区划', tag, reply: areaSyncResult }),
} as const;
