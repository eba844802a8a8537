/**
 * antd Form rules built from the shared validators (src/domain/validators.ts), so the sign-in,
 * registration, password and profile forms check exactly what the server checks, with the
 * spec's messages, and no form repeats a regular expression.
 */
import type { FormRule } from 'antd';
import type { RuleRender } from 'antd/es/form';
import { MSG, validators, type Validator } from '@/domain/validators';

/** Required, with the field's own message (spec: '请输入' unless the form says otherwise). */
export const required = (message: string = MSG.required): FormRule => ({ required: true, whitespace: true, message });

/** A shared validator as a rule: empty passes (pair it with `required` when the field is). */
export const rule = (check: Validator): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
    const message = check(text);
    if (message) throw new Error(message);
  },
});

/** The confirm field of a password pair: must equal `field` ('检查，两次输入的密码是否一致'). */
export const sameAs =
  (field: string): RuleRender =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(field)) throw new Error(MSG.passwordConfirm);
    },
  });

export const RULES = {
  mobile: [required('请输入手机号码'), rule(validators.mobile)],
  newPassword: [required(), rule(validators.password)],
  email: [rule(validators.email)],
  personName: [required(MSG.name), rule(validators.personName)],
} satisfies Record<string, FormRule[]>;
