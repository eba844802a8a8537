/**
 * Binds the http client's feedback (src/api/feedback.ts) to antd's context-aware App (message,
 * modal) and to the router (navigate, current location), so the client never calls antd's static
 * methods, whose toasts would miss the theme and the locale.
 */
import { useLayoutEffect, useRef } from 'react';
import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { bindFeedback } from '@/api/feedback';

export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location.pathname + location.search);

  useLayoutEffect(() => {
    here.current = location.pathname + location.search;
  }, [location.pathname, location.search]);

  // A layout effect, and rendered before the guard: bound before any page's first call returns.
  useLayoutEffect(
    () =>
      bindFeedback({
        error: (text) => void message.error(text),
        success: (text) => void message.success(text),
        confirm: (opts) =>
          new Promise<boolean>((resolve) => {
            modal.confirm({ ...opts, onOk: () => resolve(true), onCancel: () => resolve(false) });
          }),
        navigate: (to) => void navigate(to, { replace: true }),
        location: () => here.current,
      }),
    [message, modal, navigate],
  );
  return null;
}
