/** Layout calls (ARCHITECTURE.md §4): a page's effective layout, saving and forgetting it, and layout administration. */
import { z } from 'zod';
import { effectiveLayoutSchema } from '../layout';
import { knownLayoutSchema, layoutRowSchema } from '../layoutAdmin';
import { defineCall, pageOf, scalar, searchParams } from './call';

const tag = '页面布局';

// The layout id keeps its own check (layoutIdOf): its refusal is the layout's own sentence.
const layoutPath = z.object({ id: z.string() });

export const layoutCalls = {
  one: defineCall({ method: 'GET', path: '/api/layout/:id', summary: '页面的有效布局', tag, pathParams: layoutPath, reply: effectiveLayoutSchema }),
  save: defineCall({
    method: 'PUT',
    path: '/api/layout/:id',
    summary: '保存页面布局（本人、角色默认或系统默认）',
    tag,
    pathParams: layoutPath,
    query: z.looseObject({ version: scalar.optional(), scope: scalar.optional(), roleId: scalar.optional() }),
    body: z.unknown(),
    reply: effectiveLayoutSchema,
  }),
  reset: defineCall({ method: 'DELETE', path: '/api/layout/:id', summary: '恢复默认布局（删除本人的布局）', tag, pathParams: layoutPath, reply: effectiveLayoutSchema }),
  page: defineCall({ method: 'POST', path: '/api/layout/page', summary: '布局管理列表', tag, paramSet: searchParams, reply: pageOf(layoutRowSchema) }),
  known: defineCall({ method: 'POST', path: '/api/layout/known', summary: '可挂载的布局（菜单表单的选择）', tag, reply: z.array(knownLayoutSchema) }),
  restore: defineCall({ method: 'POST', path: '/api/layout/restore', summary: '删除已保存的布局（恢复默认）', tag, paramSet: z.looseObject({ ids: scalar.optional() }), reply: z.object({ count: z.number() }) }),
} as const;
