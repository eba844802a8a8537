/**
 * Enterprises: 设为重点 / 取消重点, each with its reason (required), through
 * POST /api/zpenterprise/key {id, key, reason}. The reason is kept with the mark and logged.
 */
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { PERMS } from '@/domain/permissions';
import { KEY_ENTERPRISE_PATH, KEY_REASON_MAX, keyReasonError } from '@/domain/resources/orgLists';
import { defineRowAction, type Row, type RowActionDialogProps } from './types';

const isKey = (row: Row) => row.keyFlag === true;
export const KEY_TEXT = {
  mark: '设为重点',
  unmark: '取消重点',
  title: (key: boolean, name: string) => `${key ? '设为重点企业' : '取消重点企业'}：${name}`,
  reason: '原因',
  placeholder: (key: boolean) => (key ? '如：上年度监督抽检不合格、投诉较多' : '如：整改完成，复查合格'),
} as const;

function KeyDialog({ row, api, onClose }: RowActionDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const key = !isKey(row);
  return (
    <Modal
      open
      title={KEY_TEXT.title(key, String(row.name ?? ''))}
      confirmLoading={saving}
      onCancel={() => onClose(false)}
      onOk={async () => {
        let reason: string;
        try {
          reason = (await form.validateFields()).reason;
        } catch {
          return;
        }
        setSaving(true);
        try {
          await api.post(KEY_ENTERPRISE_PATH, { id: row.id, key, reason: reason.trim() });
          onClose(true);
        } catch {
          // Shown by the http client; the dialog stays open.
        } finally {
          setSaving(false);
        }
      }}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          label={KEY_TEXT.reason}
          name="reason"
          required
          rules={[{ validator: (_, v: unknown) => (keyReasonError(v) ? Promise.reject(new Error(keyReasonError(v) ?? '')) : Promise.resolve()) }]}
        >
          <Input.TextArea aria-label={KEY_TEXT.reason} rows={4} maxLength={KEY_REASON_MAX} showCount placeholder={KEY_TEXT.placeholder(key)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default defineRowAction({
  resource: 'zpEnterprise',
  perm: PERMS.enterprise.keyEdit,
  label: (row) => (isKey(row) ? KEY_TEXT.unmark : KEY_TEXT.mark),
  Dialog: KeyDialog,
  width: 70,
});
