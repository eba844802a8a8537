/**
 * Organisations: 有效期 — set the expiry date (POST /api/sysorg/updExp {ids, expDate}), or clear
 * it when it has already passed (POST /api/sysorg/cleanExp {ids}; a date still ahead is kept).
 */
import { Alert, DatePicker, Form, Modal, Space, Button, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { beijingDate } from '@/domain/beijingTime';
import { PERMS } from '@/domain/permissions';
import { defineRowAction, type RowActionDialogProps } from './types';
import '@/ui/dayjsLocale';

export const ORG_EXP_TEXT = {
  exp: '有效期',
  title: (name: string) => `有效期：${name}`,
  expDate: '有效期至',
  required: '请选择有效期',
  current: '当前有效期至',
  none: '未设置',
  expired: '已过期',
  clean: '清除过期有效期',
  cleanConfirm: '确认清除已过期的有效期吗？',
  cleaned: (n: number) => (n ? '已清除过期有效期' : '有效期未过期，无需清除'),
} as const;

function ExpiryDialog({ row, api, onClose }: RowActionDialogProps) {
  const current = typeof row.expDate === 'string' && row.expDate ? row.expDate.slice(0, 10) : null;
  // Judged by Beijing's date, as the server judges it.
  const expired = current !== null && current < beijingDate();
  const [value, setValue] = useState<Dayjs | null>(current ? dayjs(current) : null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const name = String(row.name ?? '');
  const save = async () => {
    if (!value) {
      setError(ORG_EXP_TEXT.required);
      return;
    }
    setSaving(true);
    try {
      await api.post('/api/sysorg/updExp', { ids: String(row.id), expDate: value.format('YYYY-MM-DD') });
      onClose(true);
    } catch {
      // Shown by the http client; stay open.
    } finally {
      setSaving(false);
    }
  };
  const clean = async () => {
    setSaving(true);
    try {
      const r = await api.post<{ count: number }>('/api/sysorg/cleanExp', { ids: String(row.id) });
      if (r.count) onClose(true);
      else setNote(ORG_EXP_TEXT.cleaned(0));
    } catch {
      // Shown by the http client.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={ORG_EXP_TEXT.title(name)} confirmLoading={saving} onCancel={() => onClose(false)} onOk={save}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text data-testid="org-exp-current">
          {ORG_EXP_TEXT.current}：{current ?? ORG_EXP_TEXT.none}
          {expired && <Typography.Text type="danger">（{ORG_EXP_TEXT.expired}）</Typography.Text>}
        </Typography.Text>
        <Form layout="vertical">
          <Form.Item label={ORG_EXP_TEXT.expDate} required validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
            <DatePicker
              aria-label={ORG_EXP_TEXT.expDate}
              value={value}
              onChange={(d) => {
                setValue(d);
                setError(null);
              }}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Form>
        {note && <Alert type="info" showIcon title={note} />}
        {expired && (
          <Button danger onClick={() => void clean()} disabled={saving}>
            {ORG_EXP_TEXT.clean}
          </Button>
        )}
      </Space>
    </Modal>
  );
}

export default defineRowAction({
  resource: 'sysorg',
  perm: PERMS.org.exp,
  label: () => ORG_EXP_TEXT.exp,
  Dialog: ExpiryDialog,
  width: 70,
});
