import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SYS_USER } from '@/domain/account';
import { defineResource } from '@/domain/resource';
import { fakeUpload } from '@/ui/inputs/upload/testing';
import { ResourceLookupsProvider, type ResourceLookups } from './lookups';
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

const DOC = defineResource({
  name: 'doc',
  title: '标准',
  fields: {
    name: { label: '标准名称', type: 'string', required: true },
    orgId: { label: '发布机构', type: 'int', ref: { resource: 'sysorg' } },
    deptId: { label: '起草部门', type: 'int', ref: { resource: 'sysdept', filterBy: { orgId: 'orgId' } } },
    attachment: { label: '标准文本', type: 'file', upload: { accept: 'pdfOnly', maxCount: 2 } },
    cover: { label: '封面', type: 'image' },
  },
});

const LOOKUPS: ResourceLookups = {
  upload: fakeUpload(),
  files: async (ids) => ids.map((id) => ({ id, name: `标准文本${id}.pdf`, url: `/api/file/download?id=${id}` })),
  options: async (ref, params) => {
    if (ref.resource === 'sysorg') return [{ value: 1, label: '深圳市标准化协会' }, { value: 2, label: '深圳市农产品质量协会' }];
    const org = params['search.orgId_eq'];
    return org === '2' ? [{ value: 21, label: '农产品部' }] : [{ value: 11, label: '标准部' }];
  },
};

/** File, image and ref fields: names of stored files, pickers over other resources, a picker following another field. */
export const PickersAndUploads: Story = {
  args: {
    def: DOC,
    omit: [],
    id: 5,
    load: fn(async () => ({ id: 5, name: '圳品通用要求', orgId: 1, deptId: 11, attachment: '31,32', cover: null })),
  },
  decorators: [
    (Story) => (
      <ResourceLookupsProvider value={LOOKUPS}>
        <Story />
      </ResourceLookupsProvider>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await waitFor(() => expect(page.getByLabelText('标准名称')).toHaveValue('圳品通用要求'));
    await waitFor(() => expect(page.getByTitle('标准文本31.pdf')).toBeInTheDocument());
    // The dialog may still be fading in: look for the content, not its opacity.
    await waitFor(() => expect(page.getByTitle('深圳市标准化协会')).toBeInTheDocument());
    await waitFor(() => expect(page.getByTitle('标准部')).toBeInTheDocument());
    await expect(page.getByRole('button', { name: '上传图片' })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.submit).toHaveBeenCalledWith(expect.objectContaining({ orgId: 1, deptId: 11, attachment: '31,32', cover: null }), 5));
  },
};

const RULE = defineResource({
  name: 'rule',
  title: '规则',
  fields: {
    name: { label: '规则名称', type: 'string', required: true },
    enabled: { label: '启用', type: 'bool', default: true },
    seq: { label: '排序', type: 'int', default: 0 },
    publishDate: { label: '发布日期', type: 'date' },
    implementDate: { label: '实施日期', type: 'date' },
    standardIds: { label: '评价标准', type: 'string', max: 255, ref: { resource: 'standard', multiple: true } },
  },
  check: (r) =>
    typeof r.publishDate === 'string' && typeof r.implementDate === 'string' && r.implementDate < r.publishDate
      ? { field: 'implementDate', label: '实施日期', message: '不能早于发布日期' }
      : null,
});

const STANDARDS: ResourceLookups = {
  ...LOOKUPS,
  options: async () => [
    { value: 1, label: 'T/SZS 2190―2021 圳品 荔枝' },
    { value: 2, label: 'GB 2762―2022 食品中污染物限量' },
    { value: 3, label: 'DB4403/T 56―2020 圳品 通用要求' },
  ],
};

const withStandards: Story['decorators'] = [
  (Story) => (
    <ResourceLookupsProvider value={STANDARDS}>
      <Story />
    </ResourceLookupsProvider>
  ),
];

/** A multiple ref: the stored "1,3" shows as two picked labels; adding one sends "1,3,2". */
export const MultipleRef: Story = {
  args: { def: RULE, omit: [], id: 4, load: fn(async () => ({ id: 4, name: '荔枝规则', enabled: false, seq: 2, standardIds: '1,3' })) },
  decorators: withStandards,
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await waitFor(() => expect(page.getByLabelText('规则名称')).toHaveValue('荔枝规则'));
    await waitFor(() => expect(page.getByTitle('T/SZS 2190―2021 圳品 荔枝')).toBeInTheDocument());
    await expect(page.getByTitle('DB4403/T 56―2020 圳品 通用要求')).toBeInTheDocument();
    await userEvent.click(page.getByLabelText('评价标准'));
    // The dropdown's item (its title is the label; the picked tags carry theirs too, this one is not picked yet).
    const option = await waitFor(() => {
      const el = page.getByTitle('GB 2762―2022 食品中污染物限量');
      return el.closest<HTMLElement>('.ant-select-item-option') ?? el;
    });
    await userEvent.click(option);
    await userEvent.click(page.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.submit).toHaveBeenCalledWith(expect.objectContaining({ standardIds: '1,3,2', enabled: false }), 4));
  },
};

/** Add mode starts from the fields' defaults; the definition's cross-field check shows under its field and nothing is sent. */
export const DefaultsAndCheck: Story = {
  args: { def: RULE, omit: [] },
  decorators: withStandards,
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await waitFor(() => expect(page.getByRole('switch', { name: '启用' })).toBeChecked());
    await expect(page.getByLabelText('排序')).toHaveValue('0');
    await userEvent.type(page.getByLabelText('规则名称'), '新规则');
    await userEvent.type(page.getByLabelText('发布日期'), '2024-05-10{Enter}');
    await userEvent.type(page.getByLabelText('实施日期'), '2024-05-01{Enter}');
    await userEvent.click(page.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(page.getByText('不能早于发布日期')).toBeVisible());
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

const TEAM = defineResource({
  name: 'team',
  title: '检查组',
  fields: {
    name: { label: '检查组名称', type: 'string', required: true },
    members: {
      label: '组员',
      type: 'rows',
      max: 5,
      rows: defineResource({
        name: 'member',
        title: '组员',
        fields: { name: { label: '姓名', type: 'string', required: true }, sex: { label: '性别', type: 'code', codes: 'sex' } },
      }),
    },
  },
});

/** A child table: rows are added and removed; a row missing a required cell is named under the table; the filled rows are sent as a list. */
export const ChildTable: Story = {
  args: { def: TEAM, omit: [] },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await waitFor(() => expect(page.getByText('新增检查组')).toBeVisible());
    await userEvent.type(page.getByLabelText('检查组名称'), '第一检查组');
    await userEvent.click(page.getByRole('button', { name: /添加一行/ }));
    await userEvent.click(page.getByRole('button', { name: /添加一行/ }));
    await userEvent.click(page.getByRole('button', { name: /添加一行/ }));
    await userEvent.type(page.getByLabelText('第1行 姓名'), '张三');
    await userEvent.type(page.getByLabelText('第3行 姓名'), '李四');
    await userEvent.click(page.getByRole('button', { name: '删除第2行' }));
    await userEvent.clear(page.getByLabelText('第2行 姓名'));
    await userEvent.click(page.getByLabelText('第2行 性别'));
    await userEvent.click(await waitFor(() => page.getByTitle('男').closest<HTMLElement>('.ant-select-item-option') ?? page.getByTitle('男')));
    await userEvent.click(page.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(page.getByText('第2行 姓名：请输入')).toBeVisible());
    await expect(args.submit).not.toHaveBeenCalled();
    await userEvent.type(page.getByLabelText('第2行 姓名'), '王五');
    await userEvent.click(page.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.submit).toHaveBeenCalledWith({ name: '第一检查组', members: [{ name: '张三', sex: null }, { name: '王五', sex: '1' }] }, null));
  },
};
