/**
 * Setup of the `storybook` Vitest project (stories as tests in Chromium): a story that makes
 * React or antd log an error or a warning fails, so a deprecated prop or a key warning is caught
 * where it is introduced. (Storybook 10 applies the project annotations itself.)
 */
import { afterEach, beforeEach } from 'vitest';

/**
 * Warnings that say nothing about the story. With motion off (the story browser asks for less
 * motion), a picker typed into and closed with Enter removes its popup in the same tick it opened,
 * and @rc-component/trigger's development check then compares the removed popup's root with the
 * field's.
 */
const NOT_THE_STORY = ['trigger element and popup element should in same shadow root'];

let logged: string[] = [];
const original = { error: console.error, warn: console.warn };

function format(args: unknown[]): string {
  return args
    .map((a) => {
      if (a instanceof Error) return a.message;
      if (typeof a === 'string') return a;
      try {
        return JSON.stringify(a);
      } catch {
        return String(a);
      }
    })
    .join(' ');
}

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    const text = format(args);
    if (NOT_THE_STORY.some((known) => text.includes(known))) return;
    logged.push(`console.error: ${text}`);
    original.error(...args);
  };
  console.warn = (...args: unknown[]) => {
    logged.push(`console.warn: ${format(args)}`);
    original.warn(...args);
  };
});

afterEach(() => {
  console.error = original.error;
  console.warn = original.warn;
  if (logged.length) throw new Error(`The story logged to the console:\n${logged.join('\n')}`);
});
