/** Collects what a page reports as wrong: console errors and warnings, uncaught errors, failed requests. */
import type { Page } from '@playwright/test';

const SW_BLOCKED = 'Service Worker registration blocked by Playwright';

export function watchPage(page: Page): string[] {
  const problems: string[] = [];
  // Chromium does not send what the Content Security Policy refused to the console Playwright
  // sees (and a refused eval inside try/catch is silent altogether): the page reports it itself.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP refused ${e.violatedDirective}: ${e.blockedURI || e.sample}`));
  });
  page.on('console', (msg) => {
    // What Playwright itself says where it blocks the portal's service worker (playwright.config.ts).
    if (msg.text() === SW_BLOCKED) return;
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => {
    const why = req.failure()?.errorText ?? '';
    // A request the browser cancels because the test navigated away (a lazy chunk still loading) is not a fault of the page.
    if (why.includes('ERR_ABORTED')) return;
    problems.push(`requestfailed: ${req.method()} ${req.url()} ${why}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.request().method()} ${res.url()}`);
  });
  return problems;
}

/** Problems that are the page's own: SwiftShader (WebGL without a GPU, for echarts-gl) reports its slow paths as console warnings. */
export const realProblems = (problems: string[]) => problems.filter((p) => !/GL Driver Message|GPU stall|WebGL/.test(p));
