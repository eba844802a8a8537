/**
 * The mandatory complete-user-information dialog (spec §2 dialogs, §5): name, email and sex of a
 * user who has no name yet. It can be left only by saving or by logging out: no close button,
 * no mask click, no Esc. A failed save shows the server's msg (calls §8).
 */
import { useState } from 'react';
import { Button, Form, Input, Modal, Radio, Typography } from 'antd';
import { CODE_LISTS } from '@/domain/codes';
import { FormError } from './FormError';
import { RULES } from './formRules';
import { errorText } from './errorText';

export interface CompleteUserValues {
  name: string;
  email?: string | null;
  sex?: '1' | '2' | null;
}

export interface CompleteUserDialogProps {
  open: boolean;
  initialValues?: Partial<CompleteUserValues>;
  onSave: (values: CompleteUserValues) => Promise<void>;
  /** The save is under way (the caller's mutation): 保存 shows it. */
  busy: boolean;
  onLogout: () => void;
}

export const COMPLETE_USER_TEXT = {
  title: '完善用户信息',
  hint: '首次使用平台，请先完善您的个人信息。',
  save: '保存',
  logout: '退出登录',
} as const;

export function CompleteUserDialog({ open, initialValues, onSave, busy, onLogout }: CompleteUserDialogProps) {
  const [form] = Form.useForm<CompleteUserValues>();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: CompleteUserValues) => {
    setError(null);
    try {
      await onSave(values);
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <Modal
      open={open}
      title={COMPLETE_USER_TEXT.title}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      width={480}
      footer={[
        <Button key="logout" onClick={onLogout}>
          {COMPLETE_USER_TEXT.logout}
        </Button>,
        <Button key="save" type="primary" loading={busy} onClick={() => form.submit()}>
          {COMPLETE_USER_TEXT.save}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{COMPLETE_USER_TEXT.hint}</Typography.Paragraph>
      <Form form={form} name="complete-user" layout="vertical" initialValues={initialValues} onFinish={(v) => void submit(v)}>
        <Form.Item name="name" label="姓名" rules={RULES.personName}>
          <Input placeholder="请输入姓名" maxLength={15} />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={RULES.email}>
          <Input placeholder="如 name@example.com" maxLength={100} />
        </Form.Item>
        <Form.Item name="sex" label="性别">
          <Radio.Group options={CODE_LISTS.sex.items.map((i) => ({ value: i.value, label: i.label }))} />
        </Form.Item>
      </Form>
      <FormError text={error} />
    </Modal>
  );
}
