/** Users: 重置密码 after a confirmation; the generated password is shown once. */
import { Modal, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { PERMS } from '@/domain/permissions';
import { defineRowAction, type RowActionDialogProps } from './types';

export const RESET_TEXT = {
  resetPwd: '重置密码',
  resetConfirm: '确认重置该用户的密码吗？',
  resetDone: '密码已重置',
  resetShowOnce: '新密码只显示这一次，请复制后告知用户：',
  ok: '知道了',
} as const;

/** The one-time display of a generated password. */
export function PasswordResult({ password, onClose }: { password: string | null; onClose: () => void }) {
  return (
    <Modal open={password !== null} title={RESET_TEXT.resetDone} onOk={onClose} onCancel={onClose} cancelButtonProps={{ style: { display: 'none' } }} okText={RESET_TEXT.ok}>
      <Typography.Paragraph>{RESET_TEXT.resetShowOnce}</Typography.Paragraph>
      <Typography.Paragraph copyable strong data-testid="reset-password">
        {password}
      </Typography.Paragraph>
    </Modal>
  );
}

/**
 * Resets on mount (the confirmation came before), then shows the password. Exactly once: the list
 * re-renders while the reset runs (its mutation's state), and a second call would reset again.
 */
function ResetPasswordDialog({ row, api, onClose }: RowActionDialogProps) {
  const [password, setPassword] = useState<string | null>(null);
  const asked = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    api.post<{ password: string } | null>(`${api.prefix}/resetPwd`, { id: row.id }).then(
      (r) => mounted.current && setPassword(r?.password ?? ''),
      // The http client has shown the server's message.
      () => mounted.current && onClose(false),
    );
  }, [api, row.id, onClose]);
  if (password === null) return <Spin fullscreen />;
  return <PasswordResult password={password} onClose={() => onClose(false)} />;
}

export default defineRowAction({
  resource: 'sysuser',
  perm: PERMS.user.resetPwd,
  label: () => RESET_TEXT.resetPwd,
  confirm: () => RESET_TEXT.resetConfirm,
  Dialog: ResetPasswordDialog,
});
