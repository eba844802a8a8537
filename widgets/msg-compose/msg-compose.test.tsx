import { describe, expect, it } from 'vitest';
import { toBody, type ComposeValues } from './View';

const base: ComposeValues = { categoryId: 1, msgType: 'NOTICE', title: '标题', content: '内容', targetType: 'ORG', targetIds: ['5'], channels: ['WEB'], annexes: [{ id: 9, name: 'a.pdf', url: '/x' }] };

describe('the compose form’s body', () => {
  it('joins attachment ids and leaves empty jump fields null', () => {
    const r = toBody(base);
    expect(r).toEqual({ body: expect.objectContaining({ annexIds: '9', component: null, param: null, tplId: null }) });
  });

  it('refuses what the server would, in the same words', () => {
    expect(toBody({ ...base, title: '  ' })).toEqual({ error: '请输入消息标题' });
    expect(toBody({ ...base, targetIds: [] })).toEqual({ error: '请选择推送对象' });
    expect(toBody({ ...base, channels: [] })).toEqual({ error: '请选择推送渠道' });
    expect(toBody({ ...base, param: '[1]' })).toEqual({ error: '跳转参数必须是 JSON 对象，如 {"id":1}' });
  });
});
