import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RESOURCES } from '@/domain/resources';
import { PermProvider } from '@/ui/perm/Perm';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import type { ActionApi } from './actions/types';
import { applications, categories, categoryTree, departments, dicItems, dics, organisations, replyFor, USER_ACTION_REPLIES, users } from './fixtures';
import manifest from './index';
import type { ResourceListCalls } from './useData';
import { ResourceListView } from './View';

const meta = {
  title: 'Widgets/System/ResourceList',
  component: ResourceListView,
  args: {
    resource: 'sysuser',
    entry: RESOURCES.sysuser,
    title: '用户管理',
    state: { status: 'success', data: users(8, 8) },
    pn: 1,
    size: 20,
    onPage: fn(),
    onSearch: fn(),
    actions: ['add', 'edit', 'remove', 'export'],
    rowActions: ['disable', 'resetPwd', 'grantRole'],
    calls: {
      load: fn(async () => users(1).content[0]),
      save: fn(async () => ({})),
      remove: fn(async () => 1),
      exportFile: fn(async () => undefined),
      api: {
        prefix: '/api/sysuser',
        get: fn(replyFor({})) as ActionApi['get'],
        read: fn(replyFor(USER_ACTION_REPLIES)) as ActionApi['read'],
        post: fn(replyFor(USER_ACTION_REPLIES)) as ActionApi['post'],
        put: fn(replyFor({})) as ActionApi['put'],
      },
    },
    onChanged: fn(),
  },
  decorators: [
    (Story) => (
      <PermProvider perms="*">
        <div style={{ width: 1200, height: 640 }}>
          <WidgetFrame title={manifest.title}>
            <Story />
          </WidgetFrame>
        </div>
      </PermProvider>
    ),
  ],
} satisfies Meta<typeof ResourceListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of users: searching sends the search.* filters. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('row', { name: /user001/ })).toBeVisible();
    await userEvent.type(within(canvas.getByRole('search')).getByLabelText('用户名'), 'adm');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith({ 'search.username_like': 'adm' }));
  },
};

/** 新增 opens the dialog; a bad mobile shows the spec's message and nothing is saved. */
export const AddWithBadMobile: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新增' }));
    const titleEl = await within(canvasElement.ownerDocument.body).findByText('新增用户');
    const dialog = titleEl.closest<HTMLElement>('.ant-modal')!;
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText('手机号码'), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('请输入正确的手机号码')).toBeVisible();
    await expect(args.calls.save).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible();
  },
};

/** No user matches: the table's 暂无数据. */
export const Empty: Story = {
  args: { state: { status: 'success', data: users(0) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: { status: 'error', message: '后台服务访问异常', retry: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('后台服务访问异常');
  },
};

/** 500 rows on a page (the largest page size) out of many: the table scrolls in its box. */
export const LargeData: Story = {
  args: { state: { status: 'success', data: users(500, 12_345) }, size: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('共 12345 条')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /user499/ })).toBeInTheDocument();
  },
};

/** 分配角色 opens the role picker with the user's current roles; 确定 saves them. */
export const GrantRole: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(within(canvas.getByRole('row', { name: /user001/ })).getByRole('button', { name: '分配角色' }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText(/^分配角色：/)).toBeVisible());
    await expect(args.calls.api.read).toHaveBeenCalledWith('/api/sysrole/lst');
    const dialog = within(page.getByText(/^分配角色：/).closest<HTMLElement>('.ant-modal')!);
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.calls.api.post).toHaveBeenCalledWith('/api/sysuser/grantRole', { userId: 999, roleCodes: 'R_ORG_USER' }));
  },
};

/** A detail list whose layout variable is still empty: it asks for a selection and offers no 新增. */
export const WaitingForSelection: Story = {
  args: { resource: 'sysdicitem', entry: RESOURCES.sysdicitem, title: '字典项列表', state: { status: 'loading' }, waitingFor: '字典', rowActions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请先选择字典')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '新增' })).toBeNull();
  },
};

/**
 * Organisations read like the business: types by label (a testing and evaluation body shows both),
 * the status as a coloured tag, type and status filtered by selects; filters past the main four
 * wait behind 展开.
 */
export const OrganisationsByLabel: Story = {
  args: { resource: 'sysorg', entry: RESOURCES.sysorg, title: '组织管理', state: { status: 'success', data: organisations() }, rowActions: [] },
  play: async ({ canvas, args }) => {
    const institution = canvas.getByRole('row', { name: /深圳市检验检测评价中心/ });
    await expect(within(institution).getByText('评价机构、检测机构')).toBeVisible();
    await expect(within(institution).getByText('注销申请中')).toHaveClass('ant-tag-warning');
    await expect(within(canvas.getByRole('row', { name: /光明农场/ })).getByText('正常')).toHaveClass('ant-tag-success');
    const search = within(canvas.getByRole('search'));
    await expect(search.getByLabelText('地址')).not.toBeVisible();
    await userEvent.click(search.getByRole('button', { name: /展开$/ }));
    await userEvent.type(search.getByLabelText('地址'), '光明');
    await userEvent.click(search.getByRole('button', { name: /收起$/ }));
    await expect(search.getByRole('button', { name: /展开（已设1项）$/ })).toBeVisible();
    await userEvent.click(search.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith({ 'search.address_like': '光明' }));
  },
};

/** Product categories: 停用/启用 a branch (not on the four fixed product types). */
export const CategoryEnable: Story = {
  args: {
    resource: 'category',
    entry: RESOURCES.category,
    title: '产品类别',
    state: { status: 'success', data: categories() },
    rowActions: ['enableCategory'],
    calls: { ...meta.args.calls, api: { ...meta.args.calls.api, prefix: '/api/pro/category', put: fn(replyFor({})) as ActionApi['put'] } },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(within(canvas.getByRole('row', { name: /蔬菜/ })).getByRole('button', { name: '停用' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.calls.api.put).toHaveBeenCalledWith('/api/pro/category/updEnabled/11', { enabled: false }));
  },
};

/** 部门管理 with no filter: every department, nested under its parent; expanding a root shows its children. */
export const DepartmentTree: Story = {
  args: { resource: 'sysdept', entry: RESOURCES.sysdept, title: '部门管理', state: { status: 'success', data: departments() }, tree: true, rowActions: [] },
  play: async ({ canvas }) => {
    const office = canvas.getByRole('row', { name: /办公室/ });
    await expect(canvas.queryByRole('row', { name: /文秘科/ })).toBeNull();
    await userEvent.click(within(office).getByRole('button', { name: '展开行' }));
    await expect(await canvas.findByRole('row', { name: /文秘科/ })).toBeVisible();
    await expect(canvas.queryByText(/^共 \d+ 条$/)).toBeNull();
  },
};

/** 产品类别: the four product types as roots, categories below them, three levels deep. */
export const CategoryTree: Story = {
  args: {
    resource: 'category',
    entry: RESOURCES.category,
    title: '产品类别',
    state: { status: 'success', data: categoryTree() },
    tree: true,
    rowActions: ['enableCategory'],
    calls: { ...meta.args.calls, api: { ...meta.args.calls.api, prefix: '/api/pro/category' } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(within(canvas.getByRole('row', { name: /果蔬类/ })).getByRole('button', { name: '展开行' }));
    const vegetables = await canvas.findByRole('row', { name: /蔬菜/ });
    await userEvent.click(within(vegetables).getByRole('button', { name: '展开行' }));
    await expect(await canvas.findByRole('row', { name: /叶菜类/ })).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /禽肉/ })).toBeNull();
  },
};

/**
 * Master-detail through a layout variable, as the 字典管理 layout wires it: a click on a
 * dictionary selects it (highlighted) and the item list beside it follows.
 */
function MasterDetail({ calls }: { calls: ResourceListCalls }) {
  const [dicId, setDicId] = useState<number | null>(null);
  const common = { pn: 1, size: 20, onPage: () => undefined, onSearch: () => undefined, actions: ['add', 'edit', 'remove'] as const, rowActions: [], calls, onChanged: () => undefined };
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <div style={{ flex: 1, height: 560 }}>
        <ResourceListView {...common} resource="sysdic" entry={RESOURCES.sysdic} title="字典列表" state={{ status: 'success', data: dics() }} onRowClick={(r) => setDicId(r.id as number)} activeId={dicId} />
      </div>
      <div style={{ flex: 1, height: 560 }}>
        <ResourceListView
          {...common}
          resource="sysdicitem"
          entry={RESOURCES.sysdicitem}
          title="字典项列表"
          state={dicId === null ? { status: 'loading' } : { status: 'success', data: dicItems(dicId) }}
          waitingFor={dicId === null ? '字典' : null}
          fixedValues={dicId === null ? {} : { dicId }}
        />
      </div>
    </div>
  );
}

export const MasterDetailDictionary: Story = {
  decorators: [
    (Story) => (
      <PermProvider perms="*">
        <div style={{ width: '100%' }}>
          <Story />
        </div>
      </PermProvider>
    ),
  ],
  render: (args) => <MasterDetail calls={args.calls} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请先选择字典')).toBeVisible();
    await userEvent.click(canvas.getByText('性别'));
    await expect(await canvas.findByText('女')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /SEX/ })).toHaveClass('zp-row-active');
    await userEvent.click(canvas.getByText('组织类型'));
    await expect(await canvas.findByText('评价机构')).toBeVisible();
    await expect(canvas.queryByText('女')).toBeNull();
  },
};

/** The dialog of the list's resource once 新增 is clicked. */
async function openAdd(canvasElement: HTMLElement, title: string): Promise<HTMLElement> {
  const titleEl = await within(canvasElement.ownerDocument.body).findByText(title);
  const dialog = titleEl.closest<HTMLElement>('.ant-modal')!;
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * A page about one kind of record (首次申请: the layout's `filters` fix `evalType_eq`): the fixed
 * field is neither in the search bar nor in the form (the widget gives a new record its value);
 * the enterprise the server stamps is not asked for either.
 */
export const FixedByFilter: Story = {
  args: {
    resource: 'evaluation',
    entry: RESOURCES.evaluation,
    title: '首次申请',
    state: { status: 'success', data: applications(3) },
    rowActions: [],
    fixedValues: { evalType: '0' },
    formOmit: ['orgId', 'evalType'],
  },
  play: async ({ canvas, canvasElement }) => {
    const search = within(canvas.getByRole('search'));
    await expect(search.getByLabelText('申请编号')).toBeVisible();
    await expect(search.queryByLabelText('评价类型')).toBeNull();
    // Labels, not codes: the type, the field and the status.
    await expect(canvas.getAllByText('首次评价').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('食用农产品').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: '新增' }));
    const dialog = within(await openAdd(canvasElement, '新增评价申请'));
    await expect(dialog.getByText('评价领域')).toBeVisible();
    await expect(dialog.getByText('申报产品')).toBeVisible();
    await expect(dialog.queryByText('评价类型')).toBeNull();
    await expect(dialog.queryByText('申请企业')).toBeNull();
  },
};

/** Management enters an application for an enterprise (`formShow: ["orgId"]`): the form asks which enterprise. */
export const FormShowsStampedField: Story = {
  args: {
    resource: 'evaluation',
    entry: RESOURCES.evaluation,
    title: '申请录入',
    state: { status: 'success', data: applications(2) },
    rowActions: [],
    formOmit: [],
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新增' }));
    const dialogEl = await openAdd(canvasElement, '新增评价申请');
    const dialog = within(dialogEl);
    await expect(dialog.getByText('申请企业')).toBeVisible();
    await expect(dialog.getByText('评价类型')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    // Required, so nothing is saved without it.
    await waitFor(() => expect(dialogEl.querySelectorAll('.ant-form-item-explain-error').length).toBeGreaterThan(0));
    await expect(args.calls.save).not.toHaveBeenCalled();
  },
};

/** A work queue names its own columns: the status comes before the institution, in view without scrolling. */
export const NamedColumns: Story = {
  args: {
    resource: 'evaluation',
    entry: RESOURCES.evaluation,
    title: '待分配与待接受的评价任务',
    state: { status: 'success', data: applications(4) },
    actions: ['export'],
    rowActions: [],
    columns: ['code', 'orgName', 'evalType', 'productNames', 'status', 'unitName', 'submitTime'],
  },
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual(['申请编号', '申请企业', '评价类型', '申报产品', '评价状态', '评价机构', '提交时间']);
    await expect(canvas.getAllByText('草稿')[0]).toBeVisible();
  },
};

/** A record past its draft is the flow's now: its row offers no 编辑 or 删除 (the server refuses them too). */
export const ChangeableOnlyAsDraft: Story = {
  args: {
    resource: 'evaluation',
    entry: RESOURCES.evaluation,
    title: '评价申请',
    state: { status: 'success', data: applications(2) },
    rowActions: [],
    columns: ['code', 'status'],
  },
  play: async ({ canvas }) => {
    const [draft, released] = canvas.getAllByRole('row').slice(1);
    await expect(within(draft).getByRole('button', { name: '编辑' })).toBeVisible();
    await expect(within(draft).getByRole('button', { name: '删除' })).toBeVisible();
    await expect(within(released).queryByRole('button', { name: '编辑' })).toBeNull();
    await expect(within(released).queryByRole('button', { name: '删除' })).toBeNull();
  },
};
