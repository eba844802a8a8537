/**
 * Runs `onShownAgain` each time the component comes back into view after being hidden: a page tab
 * kept alive (React's <Activity>) re-runs its effects when shown again. Not on the first mount,
 * where a query fetches by itself (or a story's cache already holds the data).
 */
import { useEffect, useEffectEvent, useRef } from 'react';

export function useShownAgain(onShownAgain: () => void): void {
  const mounted = useRef(false);
  const run = useEffectEvent(onShownAgain);
  useEffect(() => {
    if (mounted.current) run();
    mounted.current = true;
  }, []);
}
