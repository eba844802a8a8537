/** The welcome card as the layout host mounts it: session data and a clock into the pure view. */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/stores/session';
import type { WidgetProps } from '@/ui/widget';
import type { WelcomeConfig } from './index';
import { isEnterpriseUser, useData, useDesk } from './useData';
import { WelcomeView } from './View';

/** Where an enterprise starts an application, its pre-application, and its certificates (menu pages). */
export const DESK_ROUTES = { apply: '/views/eval-apply', preApply: '/views/eval-pre-apply', certs: '/views/cert-list' } as const;

/** The greeting changes with the hour and the date at midnight; a minute is fine enough. */
const CLOCK_MS = 60_000;

export default function WelcomeWidget({ config }: WidgetProps<WelcomeConfig>) {
  const state = useData();
  const deskShown = useSession((s) => config.showEnterpriseDesk && isEnterpriseUser(s.user));
  const desk = useDesk(deskShown);
  const navigate = useNavigate();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), CLOCK_MS);
    return () => clearInterval(t);
  }, []);
  return (
    <WelcomeView
      config={config}
      state={state}
      now={now}
      desk={deskShown ? { state: desk, onApply: () => navigate(DESK_ROUTES.apply), onPreApply: () => navigate(DESK_ROUTES.preApply), onCerts: () => navigate(DESK_ROUTES.certs) } : undefined}
    />
  );
}
