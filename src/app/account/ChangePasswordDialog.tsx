/**
 * The change-password dialog (spec §2, §5): old, new and confirmed new password. The page sends
 * the pair encrypted and logs the user out on success; a refusal (wrong old password, …) is shown
 * in the dialog. Closing it forgets what was typed.
 */
import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { FormError } from './FormError';
import { RULES, required, sameAs } from './formRules';
import { errorText } from './errorText';

export interface ChangePasswordValues {
  oldPwd: string;
  newPwd: string;
  cnewPwd: string;
}

export interface ChangePasswordDialogProps {
  open: boolean;
  onSubmit: (values: { oldPwd: string; newPwd: string }) => Promise<void>;
  /** The change is under way (the caller's mutation): 确定 shows it. */
  busy: boolean;
  onCancel: () => void;
}

export const CHANGE_PASSWORD_TEXT = {
  title: '修改密码',
  ok: '确定',
  cancel: '取消',
  hint: '6-20 位，须包含字母、数字和特殊字符(,.~!@#$%^&*)',
} as const;

export function ChangePasswordDialog({ open, onSubmit, busy, onCancel }: ChangePasswordDialogProps) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ oldPwd, newPwd }: ChangePasswordValues) => {
    setError(null);
    try {
      await onSubmit({ oldPwd, newPwd });
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <Modal
      open={open}
      title={CHANGE_PASSWORD_TEXT.title}
      okText={CHANGE_PASSWORD_TEXT.ok}
      cancelText={CHANGE_PASSWORD_TEXT.cancel}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterClose={() => setError(null)}
      destroyOnHidden
      width={480}
    >
      <Form form={form} name="change-password" layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="oldPwd" label="原密码" rules={[required()]}>
          <Input.Password autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <Form.Item name="newPwd" label="新密码" rules={RULES.newPassword} extra={CHANGE_PASSWORD_TEXT.hint}>
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        <Form.Item name="cnewPwd" label="确认密码" dependencies={['newPwd']} rules={[required(), sameAs('newPwd')]}>
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
      </Form>
      <FormError text={error} />
    </Modal>
  );
}
