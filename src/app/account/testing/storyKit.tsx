/** Story helpers for the account area and the public pages: a frame, pictures, and user-event without pauses. No global mocks. */
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ConfigProvider } from 'antd';
import { userEvent } from 'storybook/test';

/**
 * The frame of these stories: a memory router for the views' links, and antd's click wave off.
 * The wave renders in a React root of its own and updates from a ResizeObserver after the click,
 * which React reported as an act() environment problem, failing stories at random.
 */
export function StoryFrame({ children, path = '/' }: { children: ReactNode; path?: string }) {
  return (
    <ConfigProvider wave={{ disabled: true }}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </ConfigProvider>
  );
}

/** A captcha-like picture for stories: no server needed. */
export const STORY_CAPTCHA =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#f4f6fb"/><text x="22" y="28" font-size="24" font-family="monospace" fill="#1677ff">a3Kd</text><path d="M5 30 Q60 5 115 25" stroke="#d46b08" fill="none"/></svg>',
  );

/** An avatar picture for stories. */
export const STORY_AVATAR =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#1890ff"/><text x="48" y="62" font-size="40" text-anchor="middle" fill="#fff">王</text></svg>');

/** user-event without pauses between keys: the stories type whole forms, and pauses only slow them. */
export const storyUser = (options: Parameters<typeof userEvent.setup>[0] = {}) => userEvent.setup({ delay: null, ...options });
