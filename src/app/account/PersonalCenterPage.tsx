/**
 * /personalCenterIndex (个人中心, inside the authenticated layout): the signed-in user's profile
 * (ProfileView) over the session and the account calls; the change-password entry opens the
 * dialog AccountReminders renders.
 */
import { useAccountUi } from '@/stores/accountUi';
import { useSession } from '@/stores/session';
import { ProfileView } from './ProfileView';
import { useSaveProfile, useUploadImage } from './useAccountActions';

export function PersonalCenterPage() {
  const user = useSession((s) => s.user);
  const openChangePassword = useAccountUi((s) => s.openChangePassword);
  const save = useSaveProfile();
  const upload = useUploadImage();
  // The guard only renders authenticated pages with a user; nothing to show without one.
  if (!user) return null;
  // Keyed by user: a save refreshes the session user, and the form starts from what was saved.
  // No padding of its own: the shell's content area has it.
  return (
    <ProfileView
      key={`${user.id}:${user.info.sysUser.updateTime ?? ''}`}
      user={user}
      onSave={(change) => save.mutateAsync({ userId: user.id, change })}
      saving={save.isPending}
      onUploadAvatar={upload.mutateAsync}
      uploading={upload.isPending}
      onChangePassword={openChangePassword}
    />
  );
}
