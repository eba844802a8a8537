import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { composeData, orgTargets } from './fixtures';
import manifest from './index';
import { MsgComposeView } from './View';

const meta = {
  title: 'Widgets/Messages/MessageCompose',
  component: MsgComposeView,
  args: {
    state: { status: 'success', data: composeData() },
    defaults: { channels: ['WEB'], targetType: 'ORG' },
    targetOptions: orgTargets(3),
    onTargetSearch: fn(),
    upload: fn(async (f: File) => ({ id: 1, name: f.name, url: '/api/file/download?id=1' })),
    onSend: fn(async () => ({ id: 1, recipientCount: 2 })),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1100, height: 720 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof MsgComposeView>;
export default meta;
type Story = StoryObj<typeof meta>;

const pick = async (canvasElement: HTMLElement, label: string, option: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByTitle(option));
};

/** A notice to an organisation over the web and SMS: the body the server receives. */
export const Typical: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await pick(canvasElement, '消息类别', '系统消息');
    await pick(canvasElement, '消息模板', '通用通知');
    await expect(canvas.getByRole('textbox', { name: '消息标题' })).toHaveValue('关于${subject}的通知');
    await userEvent.clear(canvas.getByRole('textbox', { name: '消息标题' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '消息标题' }), '关于年度抽检的通知');
    await pick(canvasElement, '接收对象', '深圳市鹏城绿源农业发展有限公司');
    await userEvent.click(canvas.getByRole('checkbox', { name: '短信' }));
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith(
        expect.objectContaining({ categoryId: 1, msgType: 'NOTICE', tplId: 11, title: '关于年度抽检的通知', targetType: 'ORG', targetIds: ['100'], channels: ['WEB', 'SMS'] }),
      ),
    );
  },
};

/** Nothing filled in: the spec-worded rules under the fields, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await expect(await canvas.findByText('请选择消息类别')).toBeVisible();
    await expect(await canvas.findByText('请输入消息标题')).toBeInTheDocument();
    await expect(await canvas.findByText('请选择推送对象', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The server refused: its message above the buttons. */
export const Refused: Story = {
  args: { error: '推送对象中没有可接收消息的用户' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('推送对象中没有可接收消息的用户');
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible();
  },
};

/** No categories or templates yet: the form still opens, the pickers are empty. */
export const Empty: Story = {
  args: { state: { status: 'success', data: { categories: [], templates: [] } }, targetOptions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '发送' })).toBeEnabled();
  },
};

export const Error: Story = {
  args: { state: { status: 'error', message: '后台服务访问异常', retry: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('后台服务访问异常');
  },
};

/** 50 organisations to choose from (the most the target search returns). */
export const LargeData: Story = {
  args: { targetOptions: orgTargets(50) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: '接收对象' }));
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: '接收对象' }), '测试');
    await expect(args.onTargetSearch).toHaveBeenCalledWith('ORG', '测试');
  },
};
