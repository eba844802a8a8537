/**
 * The operation log (authorisation operation types of screens document §3): who did what to which
 * record, when and from where. Written by the server only; read through the log page.
 */
import { defineResource } from '../resource';

export const logResource = defineResource({
  name: 'log',
  title: '操作日志',
  defaultSort: 'id,desc',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq'], sortable: true, column: { width: 80 } },
    userId: { label: '用户编号', type: 'int', readOnly: true, search: ['eq'], column: false },
    username: { label: '操作人', type: 'string', max: 50, readOnly: true, search: ['like', 'eq'], sortable: true, column: { width: 120 } },
    orgId: { label: '所属组织', type: 'int', readOnly: true, search: ['eq'], column: false },
    op: { label: '操作类型', type: 'code', codes: 'opType', readOnly: true, search: ['eq', 'in'], column: { width: 90 } },
    resource: { label: '操作对象', type: 'string', max: 50, readOnly: true, search: ['eq', 'in'], column: { width: 110 } },
    recordId: { label: '记录编号', type: 'string', max: 500, readOnly: true, search: ['eq', 'like'], column: { width: 120 } },
    detail: { label: '内容', type: 'text', readOnly: true, search: ['like'], column: { width: 360 } },
    ip: { label: 'IP地址', type: 'string', max: 64, readOnly: true, search: ['eq', 'like'], column: { width: 130 } },
    createTime: { label: '操作时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
  },
});
