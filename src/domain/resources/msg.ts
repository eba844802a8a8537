/**
 * The messaging administration resources (calls document §7.3): categories, actions, templates,
 * the push list and the delivery log. The recipient's own messages (/api/msg/info) are not a
 * resource: they have their own calls (src/domain/message.ts).
 */
import { z } from 'zod';
import { defineResource } from '../resource';

export const msgCategoryResource = defineResource({
  name: 'msgcategory',
  title: '消息类别',
  defaultSort: 'seq,asc',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: { width: 80 } },
    code: { label: '类别编码', type: 'string', required: true, max: 50, search: ['eq', 'like', 'in'], sortable: true, column: { width: 180 } },
    name: { label: '类别名称', type: 'string', required: true, max: 100, search: ['like', 'eq'], sortable: true, column: { width: 200 } },
    seq: { label: '排序', type: 'int', sortable: true, column: { width: 80 } },
    remark: { label: '备注', type: 'string', max: 255, column: { width: 260 } },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
    updateTime: { label: '修改时间', type: 'datetime', readOnly: true, column: false },
  },
});

export const msgActionResource = defineResource({
  name: 'msgaction',
  title: '消息动作',
  defaultSort: 'id,asc',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: { width: 80 } },
    code: { label: '动作编码', type: 'string', required: true, max: 50, search: ['eq', 'like'], sortable: true, column: { width: 200 } },
    name: { label: '动作名称', type: 'string', required: true, max: 100, search: ['like', 'eq'], sortable: true, column: { width: 180 } },
    categoryId: { label: '消息类别', type: 'int', required: true, search: ['eq', 'in'], column: { width: 100 } },
    categoryName: { label: '类别名称', type: 'string', readOnly: true, column: { width: 140 } },
    msgType: { label: '消息类型', type: 'code', codes: 'msgType', required: true, search: ['eq', 'ne'], column: { width: 100 } },
    channels: { label: '推送渠道', type: 'string', codes: 'msgChannel', multipleCodes: true, required: true, max: 100, search: ['like'], column: { width: 200 } },
    component: { label: '跳转页面', type: 'string', max: 255, column: { width: 200 } },
    enabled: { label: '启用', type: 'bool', search: ['eq'], column: { width: 80 } },
    remark: { label: '备注', type: 'string', max: 255, column: { width: 200 } },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
    updateTime: { label: '修改时间', type: 'datetime', readOnly: true, column: false },
  },
});

export const MSG_TPL_PREFIX = '/api/msg/tpl';

/** A template as the compose form offers it. */
export const msgTplRow = z.looseObject({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  /** The action it renders for (null: a free template). */
  actionId: z.number().nullable(),
  channel: z.string(),
  title: z.string(),
  content: z.string(),
});

export const msgTplResource = defineResource({
  name: 'msgtpl',
  title: '消息模板',
  row: msgTplRow,
  defaultSort: 'id,asc',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: { width: 80 } },
    code: { label: '模板编码', type: 'string', required: true, max: 50, search: ['eq', 'like'], sortable: true, column: { width: 200 } },
    name: { label: '模板名称', type: 'string', required: true, max: 100, search: ['like', 'eq'], sortable: true, column: { width: 180 } },
    actionId: { label: '消息动作', type: 'int', search: ['eq', 'in'], column: { width: 100 } },
    channel: { label: '渠道', type: 'code', codes: 'msgChannel', required: true, search: ['eq', 'in'], column: { width: 100 } },
    title: { label: '消息标题', type: 'string', required: true, max: 200, search: ['like'], column: { width: 220 } },
    content: { label: '消息内容', type: 'text', required: true, max: 20000, column: { width: 320 } },
    remark: { label: '备注', type: 'string', max: 255, column: false },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
    updateTime: { label: '修改时间', type: 'datetime', readOnly: true, column: false },
  },
});

/** Pushes are written by the compose call only (PUT /api/msg/push); the list is read-only. */
export const msgPushResource = defineResource({
  name: 'msgpush',
  title: '消息推送',
  defaultSort: 'id,desc',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq'], sortable: true, column: { width: 80 } },
    title: { label: '消息标题', type: 'string', readOnly: true, search: ['like'], column: { width: 240 } },
    msgType: { label: '消息类型', type: 'code', codes: 'msgType', readOnly: true, search: ['eq', 'ne'], column: { width: 90 } },
    categoryId: { label: '消息类别', type: 'int', readOnly: true, search: ['eq', 'in'], column: false },
    categoryName: { label: '消息类别', type: 'string', readOnly: true, column: { width: 120 } },
    targetType: { label: '推送对象', type: 'string', codes: 'pushTarget', readOnly: true, search: ['eq'], column: { width: 100 } },
    targetIds: { label: '对象编号', type: 'string', readOnly: true, column: { width: 160 } },
    channels: { label: '推送渠道', type: 'string', codes: 'msgChannel', multipleCodes: true, readOnly: true, search: ['like'], column: { width: 160 } },
    recipientCount: { label: '接收人数', type: 'int', readOnly: true, sortable: true, column: { width: 90 } },
    readCount: { label: '已读人数', type: 'int', readOnly: true, column: { width: 90 } },
    createByName: { label: '推送人', type: 'string', readOnly: true, search: ['like'], column: { width: 100 } },
    createTime: { label: '推送时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
  },
});

export const msgLogResource = defineResource({
  name: 'msglog',
  title: '发送日志',
  defaultSort: 'id,desc',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq'], sortable: true, column: { width: 80 } },
    pushId: { label: '推送编号', type: 'int', readOnly: true, search: ['eq'], column: { width: 90 } },
    msgId: { label: '消息编号', type: 'int', readOnly: true, search: ['eq'], column: false },
    userName: { label: '接收人', type: 'string', readOnly: true, search: ['like', 'eq'], column: { width: 120 } },
    channel: { label: '渠道', type: 'code', codes: 'msgChannel', readOnly: true, search: ['eq', 'in'], column: { width: 90 } },
    address: { label: '发送地址', type: 'string', readOnly: true, search: ['like'], column: { width: 170 } },
    status: { label: '状态', type: 'string', codes: 'deliveryStatus', readOnly: true, search: ['eq', 'in'], column: { width: 120 } },
    statusText: { label: '状态说明', type: 'string', readOnly: true, column: false },
    detail: { label: '说明', type: 'string', readOnly: true, column: { width: 240 } },
    createTime: { label: '发送时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
  },
});
