/**
 * Binds the router to the http client's feedback (src/api/feedback.ts): navigation stays inside
 * the single-page app and the current location is the router's, on every page including sign-in.
 */
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bindFeedback } from '@/api/feedback';

export function NavigationBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location.pathname + location.search);

  useLayoutEffect(() => {
    here.current = location.pathname + location.search;
  }, [location.pathname, location.search]);

  // A layout effect, and rendered before the guard: bound before any page's first call returns.
  useLayoutEffect(() => bindFeedback({ navigate: (to) => void navigate(to, { replace: true }), location: () => here.current }), [navigate]);
  return null;
}
