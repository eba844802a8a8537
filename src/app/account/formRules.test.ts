// @vitest-environment node
import type { FormInstance, RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { RULES, rule, sameAs } from './formRules';
import { validators } from '@/domain/validators';

type Fn = (r: RuleObject, v: unknown) => Promise<void>;
const run = async (r: unknown, value: unknown): Promise<string | null> => {
  try {
    await ((r as { validator: Fn }).validator)({} as RuleObject, value);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('form rules from the shared validators', () => {
  it('gives the spec message for a bad mobile and passes a good or empty one', async () => {
    const mobile = RULES.mobile[1];
    expect(await run(mobile, '12345678901')).toBe('请输入正确的手机号码');
    expect(await run(mobile, '13800000006')).toBeNull();
    expect(await run(mobile, undefined)).toBeNull();
  });

  it('gives the spec message for a weak new password', async () => {
    expect(await run(RULES.newPassword[1], 'abc123')).toBe('密码为6-20位字母+特殊字符+数字组合');
    expect(await run(RULES.newPassword[1], 'Demo#2026')).toBeNull();
  });

  it('checks the confirm field against its pair', async () => {
    const form = { getFieldValue: (n: string) => (n === 'newPwd' ? 'Demo#2026' : undefined) } as unknown as FormInstance;
    const confirm = sameAs('newPwd')(form);
    expect(await run(confirm, 'Demo#2027')).toBe('检查，两次输入的密码是否一致');
    expect(await run(confirm, 'Demo#2026')).toBeNull();
  });

  it('turns a number value into text before checking', async () => {
    expect(await run(rule(validators.positiveInt), 12)).toBeNull();
  });
});
