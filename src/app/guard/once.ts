/**
 * Each of the guard's steps runs once at a time, so React's StrictMode double effects and quick
 * successive navigations never send the same call twice.
 */
const running = new Map<string, Promise<void>>();

/** Runs `job` unless a job under the same key is already running; resolves when it ends. */
export function once(key: string, job: () => Promise<void>): Promise<void> | null {
  if (running.has(key)) return null;
  const p = job().finally(() => running.delete(key));
  running.set(key, p);
  return p;
}
