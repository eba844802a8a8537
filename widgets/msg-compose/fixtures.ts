/** Sample compose data for stories and tests. */
import type { MsgCategoryOption, MsgTplOption, PushTargetOption } from '@/api/message';
import type { ComposeData } from './useData';

export const categories: MsgCategoryOption[] = [
  { id: 1, code: 'MSG_CTG_SYS', name: '系统消息', actions: [] },
  { id: 2, code: 'MSG_CTG_EVAL', name: '评价消息', actions: [] },
  { id: 3, code: 'MSG_CTG_JDGL', name: '监督管理消息', actions: [] },
];
export const templates: MsgTplOption[] = [
  { id: 11, code: 'NOTICE_GENERAL', name: '通用通知', actionId: null, channel: 'WEB', title: '关于${subject}的通知', content: '<p>各相关单位：</p><p>${body}</p>' },
];
export const composeData = (nTargets = 0): ComposeData => ({ categories, templates: nTargets >= 0 ? templates : [] });
export const orgTargets = (n: number): PushTargetOption[] => Array.from({ length: n }, (_, i) => ({ value: String(100 + i), label: i === 0 ? '深圳市鹏城绿源农业发展有限公司' : `深圳市测试${i}号食品有限公司` }));
