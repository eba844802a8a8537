/** Hands the signed-in user's permission list to the `<Perm>` checks of the ui layer. */
import type { ReactNode } from 'react';
import { PermProvider } from '@/ui/perm/Perm';
import { selectPerms, useSession } from '@/stores/session';

export function SessionPerms({ children }: { children: ReactNode }) {
  const perms = useSession(selectPerms);
  return <PermProvider perms={perms}>{children}</PermProvider>;
}
