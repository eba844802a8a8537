import { describe, expect, it } from 'vitest';
import { isPortalPath, messageParams, messageRoute, plainText, PUSH_TEXT, renderTemplate, validatePush } from './message';

/** A compose body that passes every check. */
const pushOk = { categoryId: 1, msgType: 'NOTICE', title: 't', content: 'c', targetType: 'ROLE', targetIds: 'R_ORG_ADMIN', channels: 'WEB,SMS' };

describe('where a message leads', () => {
  it('opens its component with the JSON param as the query', () => {
    expect(messageRoute({ id: 1, component: '/views/eval-list', param: '{"id":12,"tab":"a b"}' })).toBe('/views/eval-list?id=12&tab=a+b');
    expect(messageRoute({ id: 1, component: 'eval-list', param: null })).toBe('/views/eval-list');
  });
  it('opens the message centre with its dialog when it names no page, and ignores a bad param', () => {
    expect(messageRoute({ id: 7, component: null, param: null })).toBe('/views/msg-mine?msgId=7');
    expect(messageRoute({ id: 7, component: '/views/x', param: 'not json' })).toBe('/views/x');
  });
  it('never leaves the portal', () => {
    expect(messageRoute({ id: 7, component: '//evil.example/x', param: null })).toBe('/views/msg-mine?msgId=7');
    expect(messageRoute({ id: 7, component: '/javascript:alert(1)', param: null })).toBe('/views/msg-mine?msgId=7');
  });
  it('takes as a component only a path no browser reads as another site', () => {
    const elsewhere = ['/\\evil.example', '/\\/evil.example', '\\\\evil.example', '/\t/evil.example', '/\n/evil.example', '//evil.example', 'https://evil.example', '/https:evil.example', '/ /x'];
    for (const component of elsewhere) {
      expect(isPortalPath(component), component).toBe(false);
      expect(validatePush({ ...pushOk, component }), component).toEqual({ ok: false, error: PUSH_TEXT.component });
    }
    for (const component of ['/views/eval-list', '/views/eval-list?id=12', '/index']) {
      expect(isPortalPath(component), component).toBe(true);
      expect(validatePush({ ...pushOk, component }), component).toMatchObject({ ok: true });
    }
  });
});

describe('message helpers', () => {
  it('fills templates', () => {
    expect(renderTemplate('您的企业（${orgName}）审核${ result }。${missing}', { orgName: '绿源', result: '通过' })).toBe('您的企业（绿源）审核通过。');
  });
  it('makes one-line text of HTML content', () => {
    expect(plainText('<p>第一段</p><script>alert(1)</script><p>A &amp; B</p>')).toBe('第一段 A & B');
    expect(plainText('一二三四五', 3)).toBe('一二三…');
  });
  it('sends empty filters as null (calls document §7.3)', () => {
    expect(messageParams({ pn: 2, size: 20, read: '', title: ' ', msgType: 'NOTICE' })).toEqual({
      'page.pn': 2,
      'page.size': 20,
      read: null,
      'search.title_like': null,
      'search.msgType_eq': 'NOTICE',
      'search.msgType_ne': null,
      'search.createTime_gt': null,
    });
  });
  it('checks a compose body', () => {
    const ok = pushOk;
    expect(validatePush(ok)).toMatchObject({ ok: true, value: { targetIds: ['R_ORG_ADMIN'], channels: ['WEB', 'SMS'], annexIds: [] } });
    expect(validatePush({ ...ok, targetIds: 'r_bad;drop' })).toEqual({ ok: false, error: '请选择推送对象' });
    expect(validatePush({ ...ok, annexIds: '1,2,x' })).toEqual({ ok: false, error: '附件编号格式不正确' });
    expect(validatePush(null)).toEqual({ ok: false, error: '请选择消息类别' });
  });
});
