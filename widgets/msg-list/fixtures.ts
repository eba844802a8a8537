/** Sample messages for stories and tests (shapes of POST /api/msg/info/page). */
import type { MessageDetail, MessageInfo } from '@/domain/message';
import type { Page } from '@/domain/page';

const TITLES = ['关于开展2026年度圳品监督抽检工作的通知', '有新的评价申请待审核', '整改通知：产品标签不规范', '评价材料已受理', '企业注册审核通过', '收到新的监督任务'];
const TYPES = [
  ['NOTICE', '通知'],
  ['REMIND', '提醒'],
  ['REMIND', '提醒'],
  ['REMIND', '提醒'],
  ['NOTICE', '通知'],
  ['REMIND', '提醒'],
] as const;

export function message(i: number, over: Partial<MessageInfo> = {}): MessageInfo {
  const [msgType, typeName] = TYPES[i % TYPES.length];
  const read = i % 3 === 2 ? 1 : 0;
  return {
    id: 1000 + i,
    title: TITLES[i % TITLES.length] + (i >= TITLES.length ? `（${i + 1}）` : ''),
    content: `<p>第 ${i + 1} 条消息的内容：请各单位按要求办理。</p>`,
    createTime: new Date(Date.UTC(2026, 10, 22, 2, 0) - i * 3_600_000).toISOString(),
    categoryId: 1,
    categoryName: '系统消息',
    categoryCode: 'MSG_CTG_SYS',
    typeName,
    msgType,
    read,
    readStatus: read,
    readText: read ? '已读' : '未读',
    readTime: null,
    readNum: read,
    component: null,
    param: null,
    annexIds: null,
    ...over,
  };
}

export function messagePage(n: number, total = n, pn = 1, size = 20): Page<MessageInfo> {
  return { content: Array.from({ length: n }, (_, i) => message((pn - 1) * size + i)), totalElements: total, number: pn - 1, size, totalPages: Math.ceil(total / size) };
}

export function detail(over: Partial<MessageDetail> = {}): MessageDetail {
  return {
    ...message(0),
    content: '<p>根据年度监督计划，抽检工作将于下月启动。</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
    readNum: 3,
    annexes: [{ id: 7, name: '抽检安排.pdf', size: 2048, url: '/api/msg/info/annex?msgId=1000&id=7' }],
    ...over,
  };
}
