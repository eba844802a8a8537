/**
 * Enterprise registrations: 审核 — 通过, or 不通过 with a reason (required), through
 * POST /api/zp_user/audit {id, pass, reason}. Only pending registrations (status 1) offer it.
 */
import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { PERMS } from '@/domain/permissions';
import { REGISTER_AUDIT_TEXT as T } from '@/domain/resources/register';
import { defineRowAction, type RowActionDialogProps } from './types';

interface AuditValues {
  pass: boolean;
  reason?: string;
}

function AuditDialog({ row, api, onClose }: RowActionDialogProps) {
  const [form] = Form.useForm<AuditValues>();
  const pass = Form.useWatch('pass', form);
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open
      title={T.title(String(row.orgName ?? row.name ?? ''))}
      confirmLoading={saving}
      onCancel={() => onClose(false)}
      onOk={async () => {
        let v: AuditValues;
        try {
          v = await form.validateFields();
        } catch {
          return;
        }
        setSaving(true);
        try {
          await api.post('/api/zp_user/audit', { id: row.id, pass: v.pass, reason: v.reason?.trim() ?? '' });
          onClose(true);
        } catch {
          // Shown by the http client; the dialog stays open.
        } finally {
          setSaving(false);
        }
      }}
    >
      <Form<AuditValues> form={form} layout="vertical" initialValues={{ pass: true }}>
        <Form.Item label={T.result} name="pass">
          <Radio.Group
            aria-label={T.result}
            options={[
              { value: true, label: T.pass },
              { value: false, label: T.reject },
            ]}
          />
        </Form.Item>
        <Form.Item
          label={T.reason}
          name="reason"
          required={pass === false}
          dependencies={['pass']}
          rules={[
            // Read from the form at validation time (a watched value may lag one render behind).
            ({ getFieldValue }) => ({
              validator: (_, v: unknown) => (getFieldValue('pass') === false && !String(v ?? '').trim() ? Promise.reject(new Error(T.reasonRequired)) : Promise.resolve()),
            }),
            { max: T.reasonMax, message: `审核意见最多输入${T.reasonMax}个字符` },
          ]}
        >
          <Input.TextArea aria-label={T.reason} rows={4} maxLength={T.reasonMax} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default defineRowAction({
  resource: 'zpRegister',
  perm: PERMS.register.audit,
  label: () => T.audit,
  visible: (row) => Number(row.status) === 1,
  Dialog: AuditDialog,
  width: 60,
});
