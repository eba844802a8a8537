/**
 * The sign-in calls behind LoginView: captcha, password and SMS sign-in (each a mutation, whose
 * isPending is its button's loading), and what follows a successful one (session, wrong-portal
 * check, redirect back to where the user was going), and why the portal sent the person here.
 */
import { useSyncExternalStore } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchCaptcha, login, logoutCall, sendSms, smsLogin, type LoginReply } from '@/api/account';
import { pendingNotes, subscribeNotes, takeNotes } from '@/api/feedback';
import { completeSignIn } from '@/app/auth/actions';
import { safeRedirect } from '@/app/auth/redirect';
import { usePublicConfig } from '@/app/account/usePublicConfig';
import { useSession } from '@/stores/session';
import { useTabs } from '@/stores/tabs';
import type { LoginViewProps, PasswordLoginValues, SmsLoginValues } from './LoginView';
import { portalRefusal, type PortalEntry } from './portalRefusal';

/**
 * Ends a session that was refused at this entry without leaving the page (logout() would go to
 * /login, and from /pre that would lose the message the user must read).
 */
async function signOutHere(): Promise<void> {
  try {
    await logoutCall();
  } catch {
    /* the token dies with the local session anyway */
  }
  useSession.getState().clear();
  useTabs.getState().reset();
}

export function useLoginActions(portal: PortalEntry): LoginViewProps {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const config = usePublicConfig();
  const captchaEnabled = config.data?.captcha === true;
  // Every picture is used once: never served from the cache, refetched after each failure.
  const captcha = useQuery({ queryKey: ['sys', 'captcha'], queryFn: () => fetchCaptcha(), enabled: captchaEnabled, staleTime: 0, gcTime: 0 });

  const renewCaptcha = () => {
    if (captchaEnabled) void captcha.refetch();
  };

  // What the portal left to say (the session ended, a call failed before any page could say it), until the next try.
  const notes = useSyncExternalStore(subscribeNotes, pendingNotes);

  const finish = async (reply: LoginReply) => {
    const user = await completeSignIn(reply);
    const refusal = portalRefusal(portal, user.info.sysOrg?.type);
    if (refusal) {
      await signOutHere();
      throw new Error(refusal);
    }
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  const passwordLogin = useMutation({
    onMutate: () => void takeNotes(),
    mutationFn: async (v: PasswordLoginValues) =>
      finish(await login({ username: v.username.trim(), password: v.password, code: (v.code ?? '').trim(), uuid: captcha.data?.uuid ?? '' }, { silent: true })),
    // The server used the captcha up: a fresh picture for the next try.
    onError: renewCaptcha,
  });
  const smsCode = useMutation({
    mutationFn: async (mobile: string) => {
      await sendSms(mobile, 'login', { silent: true });
    },
  });
  const smsSignIn = useMutation({
    onMutate: () => void takeNotes(),
    mutationFn: async (v: SmsLoginValues) => finish(await smsLogin({ mobile: v.mobile.trim(), smsCode: v.smsCode.trim() }, { silent: true })),
  });

  return {
    captchaEnabled,
    captchaImg: captcha.data?.img ?? null,
    onRenewCaptcha: renewCaptcha,
    onPasswordLogin: passwordLogin.mutateAsync,
    passwordLoginBusy: passwordLogin.isPending,
    onSendSms: smsCode.mutateAsync,
    smsSending: smsCode.isPending,
    onSmsLogin: smsSignIn.mutateAsync,
    smsLoginBusy: smsSignIn.isPending,
    notice: notes.at(-1) ?? null,
  };
}
