/** The welcome card's data: the signed-in user from the session (no call of its own). */
import { useSession } from '@/stores/session';
import type { CurrentUser } from '@/domain/account';
import type { WidgetData } from '@/ui/widget';
import { orgTypeLabel } from './greeting';

export interface WelcomeData {
  name: string;
  username: string;
  orgName: string | null;
  orgTypeLabel: string;
  roles: string[];
  lastLoginTime: string | null;
}

export function toWelcomeData(user: CurrentUser): WelcomeData {
  const u = user.info.sysUser;
  return {
    name: user.name || u.name || u.username,
    username: u.username,
    orgName: user.info.sysOrg?.name ?? null,
    orgTypeLabel: orgTypeLabel(user.info.sysOrg?.type),
    roles: user.info.roles.map((r) => r.name),
    lastLoginTime: u.lastLoginTime,
  };
}

/** `null` data: nobody is signed in (the card shows its empty state). */
export function useData(): WidgetData<WelcomeData | null> {
  const user = useSession((s) => s.user);
  return { status: 'success', data: user ? toWelcomeData(user) : null };
}
