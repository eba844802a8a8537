import type { Preview } from '@storybook/react-vite';
import { App as AntdApp, ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { portalConfig } from '../src/ui/theme';

dayjs.locale('zh-cn');

/**
 * Every story renders inside the portal's providers: zh_CN locale, the portal theme, antd's App.
 * antd's click ripple (wave) updates state after a play function's click has settled, which makes
 * interaction tests fail at random with act() warnings: stories turn it off.
 */
const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  decorators: [
    (Story) => (
      <ConfigProvider {...portalConfig} wave={{ disabled: true }}>
        <AntdApp>
          <Story />
        </AntdApp>
      </ConfigProvider>
    ),
  ],
};

export default preview;
