/**
 * What the signed-in user is reminded of, in one place (spec §2 dialogs and message screens, §5):
 * the mandatory complete-user dialog, the change-password dialog, the password-age reminder and
 * the pending-audit notice. Pure view: AccountReminders decides and calls the server.
 */
import { useEffect } from 'react';
import { App } from 'antd';
import type { CurrentUser } from '@/domain/account';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { CompleteUserDialog, type CompleteUserValues } from './CompleteUserDialog';
import { PasswordAgeModal } from './PasswordAgeModal';
import { PENDING_AUDIT_TITLE, needsCompletion, type PasswordNotice } from './rules';

export const PENDING_AUDIT_KEY = 'zp-pending-audit';

export interface AccountRemindersViewProps {
  user: CurrentUser | null;
  /** The password-age reminder still to show this sign-in, if any. */
  passwordNotice: PasswordNotice | null;
  /** The pending-audit text (pendingAuditText), null when the user has no such reminder. */
  pendingText: string | null;
  changePasswordOpen: boolean;
  onOpenChangePassword: () => void;
  onCloseChangePassword: () => void;
  onPasswordNoticeDone: () => void;
  onSaveUserInfo: (values: CompleteUserValues) => Promise<void>;
  /** The complete-user save is under way. */
  savingUserInfo: boolean;
  onChangePassword: (values: { oldPwd: string; newPwd: string }) => Promise<void>;
  /** The password change (and the sign-out after it) is under way. */
  changingPassword: boolean;
  onLogout: () => void;
}

/**
 * The pending-audit notice stays until the user closes it; it is back on the next page load.
 * Bottom right, so it never covers the header's user menu (change password, log out).
 */
function usePendingAuditNotice(text: string | null) {
  const { notification } = App.useApp();
  useEffect(() => {
    if (!text) return;
    notification.warning({ key: PENDING_AUDIT_KEY, title: PENDING_AUDIT_TITLE, description: text, duration: false, placement: 'bottomRight' });
    return () => notification.destroy(PENDING_AUDIT_KEY);
  }, [notification, text]);
}

export function AccountRemindersView(p: AccountRemindersViewProps) {
  const completing = needsCompletion(p.user);
  usePendingAuditNotice(p.pendingText);
  const sysUser = p.user?.info.sysUser;
  return (
    <>
      <CompleteUserDialog
        open={completing}
        initialValues={{ name: sysUser?.name ?? '', email: sysUser?.email ?? '', sex: sysUser?.sex === '1' || sysUser?.sex === '2' ? sysUser.sex : null }}
        onSave={p.onSaveUserInfo}
        busy={p.savingUserInfo}
        onLogout={p.onLogout}
      />
      {/* One dialog at a time: the password reminder waits until the user has a name. */}
      <PasswordAgeModal
        notice={completing || p.changePasswordOpen ? null : p.passwordNotice}
        onLater={p.onPasswordNoticeDone}
        onChangeNow={() => {
          p.onPasswordNoticeDone();
          p.onOpenChangePassword();
        }}
      />
      <ChangePasswordDialog open={p.changePasswordOpen && !completing} onSubmit={p.onChangePassword} busy={p.changingPassword} onCancel={p.onCloseChangePassword} />
    </>
  );
}
