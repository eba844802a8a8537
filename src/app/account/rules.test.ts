// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ORG_TYPE, orgTypeValue } from '@/domain/codes';
import { DAY_MS, needsCompletion, passwordAgeNotice, pendingAuditText } from './rules';
import { makeUser } from './testing/users';

const NOW = Date.parse('2026-06-30T12:00:00.000Z');
const ago = (days: number, extraMs = 0) => new Date(NOW - days * DAY_MS - extraMs).toISOString();

describe('the password-age reminder', () => {
  it('prompts for the initial password when the password was never changed', () => {
    expect(passwordAgeNotice(makeUser({ pwdUpdateTime: null }), NOW)).toEqual({ kind: 'initial' });
    expect(passwordAgeNotice(makeUser({ pwdUpdateTime: null, updateTime: null }), NOW)).toEqual({ kind: 'initial' });
    expect(passwordAgeNotice(makeUser({ pwdUpdateTime: 'not a date' }), NOW)).toEqual({ kind: 'initial' });
  });

  it('says nothing at 179 and at exactly 180 days, and warns past 180 days', () => {
    expect(passwordAgeNotice(makeUser({ pwdUpdateTime: ago(179), updateTime: ago(179) }), NOW)).toBeNull();
    expect(passwordAgeNotice(makeUser({ pwdUpdateTime: ago(180), updateTime: ago(180) }), NOW)).toBeNull();
    expect(passwordAgeNotice(makeUser({ pwdUpdateTime: ago(180, 1000), updateTime: ago(180, 1000) }), NOW)).toEqual({ kind: 'expired', days: 180 });
    expect(passwordAgeNotice(makeUser({ pwdUpdateTime: ago(181), updateTime: ago(181) }), NOW)).toEqual({ kind: 'expired', days: 181 });
  });

  it('counts from the later of the account update and the password change: both must be old', () => {
    expect(passwordAgeNotice(makeUser({ pwdUpdateTime: ago(400), updateTime: ago(10) }), NOW)).toBeNull();
    expect(passwordAgeNotice(makeUser({ pwdUpdateTime: ago(10), updateTime: ago(400) }), NOW)).toBeNull();
    expect(passwordAgeNotice(makeUser({ pwdUpdateTime: ago(400), updateTime: ago(181) }), NOW)).toEqual({ kind: 'expired', days: 181 });
  });

  it('uses the password change alone when the update time is missing', () => {
    expect(passwordAgeNotice(makeUser({ pwdUpdateTime: ago(181), updateTime: null }), NOW)).toEqual({ kind: 'expired', days: 181 });
    expect(passwordAgeNotice(makeUser({ pwdUpdateTime: ago(179), updateTime: null }), NOW)).toBeNull();
  });

  it('is silent without a signed-in user', () => {
    expect(passwordAgeNotice(null, NOW)).toBeNull();
  });
});

describe('the complete-user-information dialog', () => {
  it('is needed while the user has no name (missing, empty or blank)', () => {
    expect(needsCompletion(makeUser({ name: null }))).toBe(true);
    expect(needsCompletion(makeUser({ name: '' }))).toBe(true);
    expect(needsCompletion(makeUser({ name: '   ' }))).toBe(true);
  });

  it('is not needed once the user has a name, nor without a user', () => {
    expect(needsCompletion(makeUser({ name: '王建华', email: null, sex: null }))).toBe(false);
    expect(needsCompletion(null)).toBe(false);
  });
});

describe('the pending-audit reminder', () => {
  const pending = makeUser({ status: 1 }, { type: orgTypeValue(ORG_TYPE.enterprise), name: '深圳市新禾农业科技有限公司' }, []);

  it('names the organisation administrator and the mobile', () => {
    expect(pendingAuditText(pending, { name: '王建华', mobile: '13800000006' })).toBe(
      '「深圳市新禾农业科技有限公司」的注册申请正在审核中，审核通过后即可使用平台的全部功能。如有疑问，请联系企业管理员 王建华（13800000006）。',
    );
  });

  it('names what is known of the contact', () => {
    expect(pendingAuditText(pending, { name: '王建华', mobile: null })).toMatch(/请联系企业管理员 王建华。$/);
    expect(pendingAuditText(pending, { name: null, mobile: '13800000006' })).toMatch(/请联系企业管理员 13800000006。$/);
  });

  it('goes without a contact when the lookup failed or found nobody', () => {
    const text = '「深圳市新禾农业科技有限公司」的注册申请正在审核中，审核通过后即可使用平台的全部功能。';
    expect(pendingAuditText(pending, null)).toBe(text);
    expect(pendingAuditText(pending, { name: ' ', mobile: '' })).toBe(text);
  });

  it('is only for pending users of an enterprise', () => {
    expect(pendingAuditText(makeUser({ status: 0 }, { type: orgTypeValue(ORG_TYPE.enterprise) }), null)).toBeNull();
    expect(pendingAuditText(makeUser({ status: 2 }, { type: orgTypeValue(ORG_TYPE.enterprise) }), null)).toBeNull();
    expect(pendingAuditText(makeUser({ status: 1 }, { type: orgTypeValue(ORG_TYPE.evaluation) }), null)).toBeNull();
    expect(pendingAuditText(makeUser({ status: 1 }, null), null)).toBeNull();
    expect(pendingAuditText(null, null)).toBeNull();
  });
});
