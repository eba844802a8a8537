/**
 * Setup of the jsdom unit project: jest-dom matchers, Testing Library's wait, an unmount after each test (the project
 * does not enable Vitest globals, so Testing Library cannot register that itself), and the two
 * browser APIs antd uses that jsdom lacks (ResizeObserver, matchMedia), as inert stand-ins, and
 * antd's styles kept out of the document.
 * Stories run in a real Chromium and need none of this. A test file with no use for a document says
 * so on its first line (`// @vitest-environment node`) and skips jsdom's start-up, over a second a file.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The project's files share a worker's modules (vite.config.ts): the libraries (React, antd) load
// once per worker, and the portal's own modules load afresh for each file, so that a file's
// vi.mock of one of them (the API client, a chart) takes and does not reach the next file.
vi.resetModules();

// The unit project runs a worker per core: on two loaded cores an antd form can take over the
// default second to settle, so findBy/waitFor wait up to five (they still end as soon as it holds).
configure({ asyncUtilTimeout: 5000 });

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

afterEach(() => cleanup());

/**
 * antd writes its styles (CSS-in-JS) as <style> elements into the head, thousands of rules, and
 * jsdom runs the whole cascade again on every getComputedStyle, which antd and Testing Library call
 * all the time: that took half of the project's time (a list widget's file 29 s with them, 5 s
 * without). Here the styles go to an element outside the document instead, and the document keeps
 * only the few rules that decide what a test can see: the classes antd hides things with, and its
 * icons' display (which puts a space between an icon's name and the text in an accessible name, as
 * in Chromium: "edit 编辑布局"). Layout and the rest of the look are the stories' to check, in Chromium.
 */
if (typeof document !== 'undefined') {
  const outside = document.createElement('div');
  const head = document.head;
  const append = head.appendChild.bind(head);
  const insert = head.insertBefore.bind(head);
  const remove = head.removeChild.bind(head);
  head.appendChild = (<T extends Node>(node: T): T => (node instanceof HTMLStyleElement ? outside.appendChild(node) : append(node))) as typeof head.appendChild;
  head.insertBefore = (<T extends Node>(node: T, ref: Node | null): T => (node instanceof HTMLStyleElement ? outside.appendChild(node) : insert(node, ref))) as typeof head.insertBefore;
  head.removeChild = (<T extends Node>(node: T): T => (node.parentNode === outside ? outside.removeChild(node) : remove(node))) as typeof head.removeChild;
  const visibility = document.createElement('style');
  visibility.textContent = [
    '.anticon, .ant-btn-icon { display: inline-flex }',
    `${['form-item', 'tabs-tabpane', 'select-dropdown', 'picker-dropdown', 'dropdown', 'popover', 'tooltip', 'popconfirm'].map((c) => `.ant-${c}-hidden`).join(', ')} { display: none }`,
  ].join('\n');
  append(visibility);
}
