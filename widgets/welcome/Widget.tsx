/** The welcome card as the layout host mounts it: session data and a clock into the pure view. */
import { useEffect, useState } from 'react';
import type { WidgetProps } from '@/ui/widget';
import type { WelcomeConfig } from './index';
import { useData } from './useData';
import { WelcomeView } from './View';

/** The greeting changes with the hour and the date at midnight; a minute is fine enough. */
const CLOCK_MS = 60_000;

export default function WelcomeWidget({ config }: WidgetProps<WelcomeConfig>) {
  const state = useData();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), CLOCK_MS);
    return () => clearInterval(t);
  }, []);
  return <WelcomeView config={config} state={state} now={now} />;
}
