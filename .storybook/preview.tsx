import type { Preview } from '@storybook/react-vite';
import { App as AntdApp, ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { portalConfig } from '../src/ui/theme';

dayjs.locale('zh-cn');

/** Every story renders inside the portal's providers: zh_CN locale, the portal theme, antd's App. */
const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  decorators: [
    (Story) => (
      <ConfigProvider {...portalConfig}>
        <AntdApp>
          <Story />
        </AntdApp>
      </ConfigProvider>
    ),
  ],
};

export default preview;
