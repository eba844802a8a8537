/**
 * Binds the http client's messages and dialogs (src/api/feedback.ts) to antd's context-aware App
 * inside the portal's frame, so the client never calls antd's static methods, whose toasts would
 * miss the theme and the locale. Messages noted before the frame loaded show as it binds.
 */
import { useLayoutEffect } from 'react';
import { App } from 'antd';
import { bindFeedback } from '@/api/feedback';

export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useLayoutEffect(
    () =>
      bindFeedback({
        error: (text) => void message.error(text),
        success: (text) => void message.success(text),
        confirm: (opts) =>
          new Promise<boolean>((resolve) => {
            modal.confirm({ ...opts, onOk: () => resolve(true), onCancel: () => resolve(false) });
          }),
      }),
    [message, modal],
  );
  return null;
}
