// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkCount, checkLength, isUnifiedSocialCreditCode, MSG, validators, withUsccCheck } from './validators';

describe('shared validators, with the spec messages', () => {
  it('accepts a mainland mobile number and refuses others', () => {
    expect(validators.mobile('13812348754')).toBeNull();
    expect(validators.mobile('12812348754')).toBe('请输入正确的手机号码');
    expect(validators.mobile('1381234875')).toBe('请输入正确的手机号码');
  });

  it('accepts a mobile or a landline with area code and extension', () => {
    expect(validators.mobileOrPhone('0376-6234567')).toBeNull();
    expect(validators.mobileOrPhone('13912345678')).toBeNull();
    expect(validators.mobileOrPhone('abc')).toBe('请输入正确的手机号或座机号');
  });

  it('requires letters, digits and a special character in a 6-20 password', () => {
    expect(validators.password('Demo#2026')).toBeNull();
    expect(validators.password('abc123')).toBe(MSG.password);
    expect(validators.password('A#1b')).toBe(MSG.password);
    expect(validators.password('Aa#1'.repeat(6))).toBe(MSG.password);
  });

  it('checks the unified social credit code check character', () => {
    const code = withUsccCheck('91440300MA5F00001');
    expect(isUnifiedSocialCreditCode(code)).toBe(true);
    const wrong = code.slice(0, 17) + (code[17] === '0' ? '1' : '0');
    expect(isUnifiedSocialCreditCode(wrong)).toBe(false);
    expect(validators.uscc('91440300MA5F0000')).toBe('请输入正确的统一社会信用代码');
  });

  it('reads standard numbers in the T/SZS 2190―2021 form', () => {
    expect(validators.standardNo('T/SZS 2190―2021')).toBeNull();
    expect(validators.standardNo('GB 2763-2021')).toBeNull();
    expect(validators.standardNo('2190')).toBe(MSG.standardNo);
  });

  it('accepts national, industry, group and Shenzhen local standard numbers', () => {
    for (const no of [
      'DB4403/T 56―2020', // Shenzhen local (DB + region code)
      'DB44/T 1234―2019', // Guangdong local
      'SZDB/Z 325―2018', // old Shenzhen local
      'GB 2762―2022', // national, mandatory
      'GB/T 19630.1―2011', // national, recommended, with a part number
      'NY/T 391―2021', // industry
      'T/SZS 2190―2021', // group (the spec's example)
      'GB2762―2022', // no space before the number
      'T/SZS  2190―2021', // doubled space (the server collapses it)
    ])
      expect(validators.standardNo(no), no).toBeNull();
  });

  it('accepts an ASCII hyphen, en dash or em dash typed instead of ―', () => {
    for (const dash of ['-', '–', '—', '―']) expect(validators.standardNo(`DB4403/T 56${dash}2020`), dash).toBeNull();
  });

  it('refuses what is not a standard number, with the spec message', () => {
    for (const no of [
      '2190―2021', // no issuer code
      'T/SZS 2190', // no year
      'T/SZS 2190―21', // two-digit year
      't/szs 2190―2021', // lower case
      'T/SZS 2190_2021', // not a dash
      'T/SZS 2190 ― 2021', // spaces around the dash
      'T/SZS 2190―2021 附件', // trailing text
      'GB 2762――2022', // doubled dash
      '深标 2190―2021', // not latin letters
    ])
      expect(validators.standardNo(no), no).toBe(MSG.standardNo);
  });

  it('limits months to 1-12 and prices to two decimals', () => {
    expect(validators.month('12')).toBeNull();
    expect(validators.month('13')).toBe('只能填写数字，数字不能大于12');
    expect(validators.price('12.5')).toBeNull();
    expect(validators.price('12.555')).toBe('请输入数字,小数点后最多只能输入两位');
  });

  it('lets an empty optional value pass every pattern rule', () => {
    for (const v of Object.values(validators)) expect(v('')).toBeNull();
  });

  it('has the generic length and count rules', () => {
    expect(checkLength('ab', 3)).toBe('最少输入3个字符');
    expect(checkLength('abcd', undefined, 3)).toBe('最多输入3个字符');
    expect(checkCount([1], 2)).toBe('至少选择2项');
    expect(checkCount([1, 2, 3], undefined, 2)).toBe('最多选择2项');
  });
});
