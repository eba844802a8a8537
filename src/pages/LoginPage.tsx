/**
 * /login and /pre (spec §2, §4): password or SMS sign-in, then back to the `redirect` path (only a
 * path inside the portal). `portal` names an entry for one side of the business; a user of
 * another organisation type is told which entry to use (spec §6) and signed out again.
 */
import { LoginView } from './login/LoginView';
import { useLoginActions } from './login/useLoginActions';
import type { PortalEntry } from './login/portalRefusal';

export interface LoginPageProps {
  /** Which organisation types this entry admits; /login and /pre admit all ('all', the default). */
  portal?: PortalEntry;
}

export function LoginPage({ portal = 'all' }: LoginPageProps) {
  return <LoginView {...useLoginActions(portal)} />;
}
