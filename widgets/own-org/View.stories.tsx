import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { OwnOrg, OwnOrgChanges } from '@/api/ownOrg';
import { PERMS } from '@/domain/permissions';
import { fakeAreaLoader } from '@/ui/inputs/cascader/fixtures';
import { PermProvider } from '@/ui/perm/Perm';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { fromMutation, type WidgetData } from '@/ui/widget';
import { CANCEL_REQUESTED, CODE_TAKEN, ENTERPRISE, INSTITUTION } from './fixtures';
import manifest from './index';
import { OwnOrgView, type OwnOrgViewProps } from './View';

const ENTERPRISE_ADMIN = [PERMS.ownOrg.view, PERMS.ownOrg.edit].join(',');
const INSTITUTION_ADMIN = [PERMS.unit.centre, PERMS.unit.centreEdit, PERMS.ownOrg.edit].join(',');

type HarnessProps = Omit<OwnOrgViewProps, 'save' | 'cancel'> & {
  /** The signed-in user's permissions. */
  perms: string;
  /** What the server answers a save: resolve = saved, reject = the refusal in its words. */
  onSave: (changes: OwnOrgChanges) => Promise<unknown>;
  /** What the server answers a cancellation request. */
  onCancel: (reason: string | undefined) => Promise<unknown>;
};

/** The view with real TanStack mutations behind its form and dialog, and the organisation changing as the server's would. */
function OwnOrgHarness({ perms, state, onSave, onCancel, ...props }: HarnessProps) {
  const [org, setOrg] = useState<WidgetData<OwnOrg>>(state);
  const patch = (over: Partial<OwnOrg>) => setOrg((s) => (s.status === 'success' ? { status: 'success', data: { ...s.data, ...over } } : s));
  const save = useMutation({ mutationFn: onSave, onSuccess: (_r, changes) => patch(changes as Partial<OwnOrg>) });
  const cancel = useMutation({ mutationFn: onCancel, onSuccess: () => patch({ status: 3 }) });
  return (
    <PermProvider perms={perms}>
      <OwnOrgView {...props} state={org} save={fromMutation(save)} cancel={fromMutation(cancel)} />
    </PermProvider>
  );
}

const meta = {
  title: 'Widgets/General/OwnOrg',
  component: OwnOrgHarness,
  args: {
    mode: 'view',
    editPerm: PERMS.ownOrg.edit,
    perms: ENTERPRISE_ADMIN,
    state: { status: 'success', data: ENTERPRISE },
    loadArea: fakeAreaLoader(),
    onSave: fn(async () => ({})),
    onCancel: fn(async () => ({})),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1000, height: 640 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof OwnOrgHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);
/** The value cell beside a label of the details. */
const valueOf = (el: HTMLElement, label: string) =>
  [...el.querySelectorAll('.ant-descriptions-item-label')].find((th) => th.textContent === label)?.nextElementSibling?.textContent ?? null;
const actionsOf = (el: HTMLElement) => {
  const group = within(el).queryByRole('group', { name: '可执行的操作' });
  return group ? within(group).getAllByRole('button').map((b) => b.textContent) : [];
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: { status: 'error', message: '组织不存在', retry: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('组织不存在')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /重\s*试/ })).toBeVisible();
  },
};

/** The enterprise admin's 企业信息: labels not codes; 编辑 opens the form, which sends only what changed. */
export const Enterprise: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { name: ENTERPRISE.name })).toBeVisible();
    await expect(canvas.getByTestId('own-org-status')).toHaveTextContent('正常');
    await expect(valueOf(canvasElement, '组织类型')).toBe('企业');
    await expect(valueOf(canvasElement, '帮扶类型')).toBe('对口帮扶');
    await expect(valueOf(canvasElement, '所在地区')).toBe('广东省/深圳市/南山区');
    await expect(actionsOf(canvasElement)).toEqual(['编辑', '申请注销']);

    await userEvent.click(canvas.getByRole('button', { name: '编辑' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: '编辑企业信息' }));
    // The area shows by its names once its levels load.
    await waitFor(() => expect(dialog.getByText('广东省 / 深圳市 / 南山区')).toBeVisible());
    const contact = dialog.getByLabelText('联系人');
    await userEvent.clear(contact);
    await userEvent.type(contact, '张主任');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ contact: '张主任' }, expect.anything()));
    await waitFor(() => expect(page(canvasElement).getByText('已保存')).toBeVisible());
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: '编辑企业信息' })).toBeNull());
    await expect(valueOf(canvasElement, '联系人')).toBe('张主任');
  },
};

/** An enterprise user without the edit permission: the details, nothing to click. */
export const ReadOnly: Story = {
  args: { perms: PERMS.ownOrg.view },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: ENTERPRISE.name })).toBeVisible();
    await expect(actionsOf(canvasElement)).toEqual([]);
  },
};

/** The institution admin's 机构中心: an evaluation institution that also tests (2,4) shows both kinds. */
export const Institution: Story = {
  args: { editPerm: PERMS.unit.centreEdit, perms: INSTITUTION_ADMIN, state: { status: 'success', data: INSTITUTION } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: INSTITUTION.name })).toBeVisible();
    await expect(valueOf(canvasElement, '组织类型')).toBe('评价机构、检测机构');
    await expect(valueOf(canvasElement, '有效期至')).toBe('—');
    await expect(canvas.queryByText('帮扶类型')).toBeNull();
    await expect(actionsOf(canvasElement)).toEqual(['编辑', '申请注销']);
  },
};

/** 申请注销: the reason is asked (optional, at most 500 characters); afterwards the tag says 注销申请中 and the button is gone. */
export const RequestCancel: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '申请注销' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: `申请注销：${ENTERPRISE.name}` }));
    const reason = dialog.getByLabelText('注销原因');
    await expect(reason).toHaveAttribute('maxlength', '500');
    await userEvent.type(reason, '停止经营');
    await userEvent.click(dialog.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledWith('停止经营', expect.anything()));
    await waitFor(() => expect(canvas.getByTestId('own-org-status')).toHaveTextContent('注销申请中'));
    await expect(actionsOf(canvasElement)).toEqual(['编辑']);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: /^申请注销：/ })).toBeNull());
  },
};

/** The cancellation requested: the warning tag, and no second request. */
export const CancelRequested: Story = {
  args: { state: { status: 'success', data: CANCEL_REQUESTED } },
  play: async ({ canvas, canvasElement }) => {
    const tag = canvas.getByTestId('own-org-status');
    await expect(tag).toHaveTextContent('注销申请中');
    await expect(tag.className).toMatch(/warning/);
    await expect(actionsOf(canvasElement)).toEqual(['编辑']);
  },
};

/** 企业信息维护 / 机构信息维护: the form open on the page; 保存 sends the changed fields. */
export const FormMode: Story = {
  args: { mode: 'form', editPerm: PERMS.unit.centreEdit, perms: INSTITUTION_ADMIN, state: { status: 'success', data: INSTITUTION } },
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: '组织表单' }));
    await expect(form.queryByLabelText('帮扶类型')).toBeNull();
    await expect(form.queryByLabelText('组织类型')).toBeNull();
    const phone = form.getByLabelText('联系电话');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0755-29990000');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ phone: '0755-29990000' }, expect.anything()));
    await waitFor(() => expect(within(canvas.getByRole('form', { name: '组织表单' })).getByLabelText('联系电话')).toHaveValue('0755-29990000'));
  },
};

/** The server refuses the save: its words above the form, which keeps what was typed. */
export const SaveRefused: Story = {
  args: { ...FormMode.args, onSave: fn(async () => Promise.reject(new globalThis.Error(CODE_TAKEN))) },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: '组织表单' }));
    const code = form.getByLabelText('统一社会信用代码');
    await userEvent.clear(code);
    await userEvent.type(code, ENTERPRISE.code ?? '');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(CODE_TAKEN);
    await expect(code).toHaveValue(ENTERPRISE.code);
  },
};
