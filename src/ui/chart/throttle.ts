/** A throttle with a trailing call (the last size always wins) and a cancel for unmount. */
export interface Throttled {
  (): void;
  cancel(): void;
}

export function throttle(fn: () => void, ms: number): Throttled {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    last = Date.now();
    fn();
  };
  const t = (() => {
    const wait = ms - (Date.now() - last);
    if (wait <= 0 && !timer) run();
    else if (!timer) timer = setTimeout(run, Math.max(0, wait));
  }) as Throttled;
  t.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return t;
}
