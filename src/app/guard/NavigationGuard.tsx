/**
 * The navigation guard (screens document §2): on every navigation a progress bar and the page
 * title; then decideNavigation() says whether to render, redirect, or first load the user and
 * the menu. While those load the whole page shows a loading state, so a deep link or a reload
 * of a menu route never flashes a 404 or 403 before its route exists. It draws with no component
 * library (the sign-in page loads none): its messages go through the feedback (src/api/feedback.ts).
 */
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { feedback, noteForLater } from '@/api/feedback';
import { useSession } from '@/stores/session';
import { useTabs } from '@/stores/tabs';
import { PageLoading } from '@/ui/PageLoading';
import { useMenuRoutes, routesReadyFor } from '../routes/menuState';
import { documentTitle, PUBLIC_TITLES } from '../routes/paths';
import { findRoute } from '../routes/routeTable';
import { decideFailure, decideNavigation, type FailureOutcome } from './decide';
import { once } from './once';
import { doneProgress, startProgress } from './progress';

export function NavigationGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const hasToken = useSession((s) => !!s.token);
  const routesReady = useMenuRoutes((s) => routesReadyFor(s, user?.id));
  const table = useMenuRoutes((s) => s.table);
  const { pathname, search } = location;

  const action = decideNavigation({ path: pathname, search, storedUser: !!user, hasToken, routesReady });
  const userId = user?.id ?? null;

  useLayoutEffect(() => {
    startProgress();
  }, [location.key]);

  useEffect(() => {
    if (action.kind === 'render') doneProgress();
  }, [action.kind, location.key]);

  useEffect(() => {
    if (action.kind !== 'render') return;
    document.title = documentTitle(PUBLIC_TITLES[pathname] ?? findRoute(table, pathname)?.title);
  }, [action.kind, pathname, table]);

  useEffect(() => {
    if (action.kind !== 'loadUser' && action.kind !== 'loadMenu') return;
    const step = action.kind === 'loadUser' ? 'user' : 'menu';
    const apply = (outcome: FailureOutcome) => {
      if (outcome.kind === 'none') return;
      if (outcome.kind === 'continue') {
        // Only the menu failed: said (by the portal's frame once it is up), and on with the static routes and the fallback.
        feedback().error(outcome.toast);
        if (userId !== null) useMenuRoutes.getState().setRoutes(userId, { routes: [], nav: [] });
        return;
      }
      // Said on the sign-in page the user is sent to.
      if (outcome.toast) noteForLater(outcome.toast);
      useSession.getState().clear();
      useTabs.getState().reset();
      navigate(outcome.to, { replace: true });
    };
    const job = async () => {
      const loaders = await import('./loaders');
      return step === 'user' ? loaders.loadCurrentUser() : loaders.loadMenuRoutes(userId as number);
    };
    void once(`${step}:${userId ?? ''}`, () => job().catch((error: unknown) => apply(decideFailure(step, error, pathname, search))));
    // The job re-runs only when what it loads changes, not on every render of the guard.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action.kind, userId]);

  if (action.kind === 'render') return <>{children}</>;
  if (action.kind === 'redirect') return <Navigate to={action.to} replace />;
  return <PageLoading minHeight="100vh" />;
}
