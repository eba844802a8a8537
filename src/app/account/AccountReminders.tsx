/**
 * Mounted once inside the authenticated layout: the signed-in user's dialogs and reminders
 * (AccountRemindersView) over the session, the account calls and the organisation-admin lookup.
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchOrgAdmins } from '@/api/orgAdmins';
import { logout } from '@/app/auth/actions';
import type { CurrentUser } from '@/domain/account';
import { useAccountUi } from '@/stores/accountUi';
import { useSession } from '@/stores/session';
import { AccountRemindersView } from './AccountRemindersView';
import { isPendingEnterpriseUser, passwordAgeNotice, pendingAuditText, type AdminContact } from './rules';
import { useChangePassword, useSaveProfile } from './useAccountActions';

/** sessionStorage is cleared at sign-out, so "seen" lasts exactly one sign-in (in this tab). */
const seenKey = (userId: number) => `zp.passwordNoticeSeen.${userId}`;
const wasSeen = (userId: number | undefined) => userId !== undefined && globalThis.sessionStorage?.getItem(seenKey(userId)) === '1';

/** The organisation administrator a pending user may contact; null when the lookup failed or found none. */
function useAdminContact(user: CurrentUser | null): { settled: boolean; admin: AdminContact | null } {
  const orgId = user?.info.sysUser.orgId ?? null;
  const wanted = isPendingEnterpriseUser(user) && orgId !== null;
  const q = useQuery({
    queryKey: ['sysuser', 'orgAdmin', orgId],
    queryFn: () => fetchOrgAdmins([orgId as number]),
    enabled: wanted,
    staleTime: 5 * 60_000,
  });
  const found = q.data?.find((a) => a.orgId === orgId) ?? null;
  return { settled: !wanted || q.isSuccess || q.isError, admin: found ? { name: found.name, mobile: found.mobile } : null };
}

export function AccountReminders() {
  const user = useSession((s) => s.user);
  const { changePasswordOpen, openChangePassword, closeChangePassword } = useAccountUi();
  const [now] = useState(() => Date.now());
  const [seenFor, setSeenFor] = useState<number | null>(null);
  const { settled, admin } = useAdminContact(user);
  const saveUserInfo = useSaveProfile();
  const changePassword = useChangePassword();
  const signOut = useMutation({ mutationFn: () => logout() });

  const userId = user?.id;
  const seen = seenFor === userId || wasSeen(userId);
  const passwordNotice = seen ? null : passwordAgeNotice(user, now);

  return (
    <AccountRemindersView
      user={user}
      passwordNotice={passwordNotice}
      // Wait for the lookup, so the notice does not appear without a contact and then change.
      pendingText={settled ? pendingAuditText(user, admin) : null}
      changePasswordOpen={changePasswordOpen}
      onOpenChangePassword={openChangePassword}
      onCloseChangePassword={closeChangePassword}
      onPasswordNoticeDone={() => {
        if (userId === undefined) return;
        globalThis.sessionStorage?.setItem(seenKey(userId), '1');
        setSeenFor(userId);
      }}
      onSaveUserInfo={async (v) => {
        if (user) await saveUserInfo.mutateAsync({ userId: user.id, change: { name: v.name, email: v.email, sex: v.sex } });
      }}
      savingUserInfo={saveUserInfo.isPending}
      onChangePassword={changePassword.mutateAsync}
      changingPassword={changePassword.isPending}
      onLogout={() => signOut.mutate()}
    />
  );
}
