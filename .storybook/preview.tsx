import type { Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import 'antd/dist/antd.css';
import '../src/app/base.css';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../src/api/queryClient';
import { useA11yPatches } from '../src/ui/a11yPatches';
import { useReducedMotion } from '../src/ui/motion';
import { portalConfig } from '../src/ui/theme';

dayjs.locale('zh-cn');

/** A query cache of its own for each story, so a harness's real TanStack mutations start afresh. */
function WithQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The portal's ConfigProvider, with antd's motion off when the browser asks for less motion (as the story tests' browser does). */
function PortalConfig({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  // As the portal's providers do (AppProviders): antd's tables made reachable by keyboard.
  useA11yPatches();
  const theme = { ...portalConfig.theme, token: { ...portalConfig.theme.token, motion: !reducedMotion } };
  return (
    <ConfigProvider {...portalConfig} theme={theme} wave={{ disabled: true }}>
      {children}
    </ConfigProvider>
  );
}

/**
 * Every story renders inside the portal's providers: zh_CN locale, the portal theme, antd's App,
 * and a query cache (the portal's defaults: no retries).
 * antd's click ripple (wave) updates state after a play function's click has settled, which makes
 * interaction tests fail at random with act() warnings: stories turn it off.
 */
const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // axe over every story after its play function, as the e2e tests run it over every page
    // (WCAG 2.1 A and AA): a violation fails the story's test.
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } } },
  },
  decorators: [
    (Story) => (
      <WithQueryClient>
        <PortalConfig>
          <AntdApp>
            <Story />
          </AntdApp>
        </PortalConfig>
      </WithQueryClient>
    ),
  ],
};

export default preview;
