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
