import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SYS_USER } from '@/domain/account';
import { ResourceFormDialog } from './ResourceFormDialog';

const OMIT = ['avatar', 'orgId', 'deptId', 'positionId'];
const body = (el: HTMLElement) => within(el.ownerDocument.body);

const meta = {
  title: 'UI/Resource/ResourceFormDialog',
  component: ResourceFormDialog,
  args: { def: SYS_USER, open: true, omit: OMIT, fullscreenable: true, submit: fn(async () => ({})), onSuccess: fn(), onCancel: fn() },
} satisfies Meta<typeof ResourceFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add mode: required fields say 请输入 and nothing is sent. */
export const Add: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    // The dialog fades in: wait until it is shown.
    await waitFor(() => expect(page.getByText('新增用户')).toBeVisible());
    await userEvent.click(page.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(page.getAllByText('请输入').length).toBeGreaterThanOrEqual(3));
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** Update mode: the record loads, then the server refuses and its msg shows in the dialog. */
export const EditServerError: Story = {
  args: {
    id: 7,
    load: fn(async () => ({ id: 7, username: 'wangwu', name: '王五', sex: '1', mobile: '13912345678' })),
    submit: fn(async () => {
      throw new Error('该手机号码已被其他用户使用');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await waitFor(() => expect(page.getByText('编辑用户')).toBeVisible());
    await waitFor(() => expect(page.getByLabelText('姓名')).toHaveValue('王五'));
    await userEvent.click(page.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(page.getByText('该手机号码已被其他用户使用')).toBeVisible());
    await expect(args.submit).toHaveBeenCalledWith(expect.objectContaining({ name: '王五' }), 7);
  },
};

/** While the record loads: 拼命加载中. */
export const Loading: Story = {
  args: { id: 7, load: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(body(canvasElement).getByText('拼命加载中')).toBeVisible());
  },
};
