/**
 * The browser the tests drive: Debian's Chromium (browsers cannot be downloaded here; see
 * ARCHITECTURE.md §10). Shared by Playwright (e2e) and Vitest's browser mode (stories).
 * CHROMIUM_PATH overrides the lookup.
 */
import fs from 'node:fs';
import path from 'node:path';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browsers looked for, best first: Debian's chromium-headless-shell, the old headless mode
 * that Playwright itself runs headless tests in (no browser UI behind the page: a workflow walk and
 * the certificate walk side by side took 3.0 min in it, 3.7 in the full browser), then the full
 * browser.
 */
const BROWSERS = ['chromium-headless-shell', 'chromium', 'chromium-browser'];

/** Like `command -v chromium-headless-shell || command -v chromium`: the first browser on PATH, else undefined. */
export function findChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/bin'];
  for (const name of BROWSERS) {
    for (const dir of dirs) {
      const file = path.join(dir, name);
      try {
        fs.accessSync(file, fs.constants.X_OK);
        return file;
      } catch {
        /* not here */
      }
    }
  }
  return undefined;
}

/** Launch options for Playwright's chromium: the system browser when there is one (no --user-data-dir). */
export function chromiumLaunchOptions(): { executablePath?: string; args: string[] } {
  const executablePath = findChromium();
  return executablePath ? { executablePath, args: CHROMIUM_ARGS } : { args: CHROMIUM_ARGS };
}
