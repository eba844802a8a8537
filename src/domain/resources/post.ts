/**
 * Posts (岗位). A post with no organisation is shared by every organisation and is maintained by
 * management only; an organisation may add its own posts, which only it sees.
 */
import { defineResource, fieldErrorText } from '../resource';

export const POST_MSG = {
  codeTaken: (code: string) => fieldErrorText('岗位编码', `编码 ${code} 已存在`),
  sharedReadOnly: '公共岗位只能由管理端维护',
  inUse: (name: string, n: number) => `岗位“${name}”已被${n}个用户使用，不能删除`,
  orgMissing: fieldErrorText('所属组织', '组织不存在'),
} as const;

/** What the list shows as the organisation of a shared post. */
export const SHARED_POST_LABEL = '公共岗位';

export const postResource = defineResource({
  name: 'sysposition',
  title: '岗位',
  defaultSort: 'seq,asc',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: { width: 80 } },
    // Empty: a shared post (management only); the server stamps the caller's organisation otherwise.
    orgId: { label: '所属组织', type: 'int', search: ['eq', 'in'], ref: { resource: 'sysorg', display: 'orgName' }, column: { width: 220 } },
    code: { label: '岗位编码', type: 'string', required: true, max: 50, search: ['eq', 'like'], sortable: true, column: { width: 140 } },
    name: { label: '岗位名称', type: 'string', required: true, max: 100, search: ['like', 'eq'], sortable: true, column: { width: 180 } },
    seq: { label: '排序', type: 'int', search: ['eq'], sortable: true, column: { width: 70 } },
    remark: { label: '备注', type: 'string', max: 255, column: { width: 220 } },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
    updateTime: { label: '修改时间', type: 'datetime', readOnly: true, sortable: true, column: false },
  },
});
