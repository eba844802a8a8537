/**
 * Registers the portal's service worker and offers a new version when one waits (registerType
 * 'prompt' in vite.config.ts). Mounted by the signed-in layout from the chrome's chunk, beside the
 * page: the public screens (a certificate check opened from a product's QR code, on a stranger's
 * phone) never install the portal. Where there is no service worker (jsdom, an old browser)
 * useRegisterSW does nothing.
 */
import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdatePromptView } from './UpdatePromptView';

/** How often an open portal asks whether a new version is out: a page left open for days never navigates. */
const CHECK_EVERY_MS = 60 * 60_000;

export function UpdatePrompt() {
  const [registration, setRegistration] = useState<ServiceWorkerRegistration>();
  const [updating, setUpdating] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // After the page's load event: installing fetches the whole portal, which must not hold up its first page.
    immediate: false,
    onRegisteredSW: (_url, r) => setRegistration(r),
  });

  useEffect(() => {
    if (!registration) return;
    const timer = window.setInterval(() => {
      // Offline the check can only fail; the next one comes.
      if (navigator.onLine) registration.update().catch(() => undefined);
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [registration]);

  return (
    <UpdatePromptView
      needRefresh={needRefresh}
      updating={updating}
      onUpdate={() => {
        setUpdating(true);
        // The waiting worker takes over, then the page reloads on it (workbox-window's 'controlling').
        void updateServiceWorker(true);
      }}
      onLater={() => setNeedRefresh(false)}
    />
  );
}
