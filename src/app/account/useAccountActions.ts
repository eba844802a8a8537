/**
 * The account calls the dialogs and the personal centre make, and the session refresh after a
 * change, so the views stay free of the server. Each write is a mutation: its isPending is the
 * view's busy state.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePassword, fetchCurrentUser, updateCurrentUser } from '@/api/account';
import { noteForLater } from '@/api/feedback';
import { encryptPasswordChange } from '@/api/passwordSecret';
import { callApi } from '@/api/call';
import { logout } from '@/app/auth/actions';
import { ACCOUNT_MSG, type CurrentUser } from '@/domain/account';
import { fileCalls } from '@/domain/calls/file';
import { useSession } from '@/stores/session';
import { useAccountUi } from '@/stores/accountUi';
import { publicConfigQuery } from './usePublicConfig';

export interface ProfileChange {
  name: string;
  email?: string | null;
  sex?: string | null;
  mobile?: string | null;
  avatar?: string | null;
}

const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** Reloads the signed-in user into the session (and its stored copy). */
export async function refreshSessionUser(): Promise<CurrentUser> {
  const user = await fetchCurrentUser();
  useSession.getState().setUser(user);
  return user;
}

/** PUT /api/sysuser/updCurUser/{id}, then the session holds the saved user. Errors carry the server msg. */
async function saveProfile(userId: number, v: ProfileChange): Promise<void> {
  const body: Parameters<typeof updateCurrentUser>[1] = { name: v.name.trim(), email: blankToNull(v.email), sex: blankToNull(v.sex) };
  if (v.mobile !== undefined) body.mobile = blankToNull(v.mobile);
  if (v.avatar !== undefined) body.avatar = blankToNull(v.avatar);
  await updateCurrentUser(userId, body, { silent: true });
  await refreshSessionUser();
}

/** Saving the signed-in user's profile (the complete-user dialog, the personal centre). */
export function useSaveProfile() {
  return useMutation({ mutationFn: ({ userId, change }: { userId: number; change: ProfileChange }) => saveProfile(userId, change) });
}

/** POST /api/file/upload?type=img (multipart field `file`): the picture's address. */
async function uploadImage(file: File): Promise<string> {
  const data = new FormData();
  data.append('file', file);
  const info = await callApi(fileCalls.upload, { body: data, query: { type: 'img' } }, { silent: true });
  return info.url;
}

/** Uploading an avatar picture (the personal centre); resolves with its address. */
export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}

/** Change-password submit: encrypted pair, success message, then logout (calls §7.1, §8). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  const signOut = useMutation({ mutationFn: () => logout() });
  return useMutation({
    mutationFn: async ({ oldPwd, newPwd }: { oldPwd: string; newPwd: string }) => {
      const { pwdKey } = await queryClient.fetchQuery(publicConfigQuery);
      await changePassword(encryptPasswordChange(oldPwd, newPwd, pwdKey), { silent: true });
    },
    // Catalogue: a password update failure is logged and rethrown (the dialog shows its msg).
    onError: (e) => console.error('password change failed', e),
    // Awaited: the dialog stays busy until the sign-out is done.
    onSuccess: async () => {
      // Said on the sign-in page the sign-out leads to.
      noteForLater(ACCOUNT_MSG.pwdChanged, 'success');
      useAccountUi.getState().closeChangePassword();
      await signOut.mutateAsync();
    },
  });
}
