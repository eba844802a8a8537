import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMutation } from '@tanstack/react-query';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Row } from '@/api/resource';
import { WORK_FORMS } from '@/domain/resources/workForms';
import type { ResourceLookups } from '@/ui/resource/lookups';
import { recordStateStories } from '@/ui/record/stories';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { fromMutation } from '@/ui/widget';
import { certAwaitingStamp, REFUSAL, reformAudited, reformRectifying, reportClosed, reportOpen, stampedOpen } from './fixtures';
import manifest from './index';
import { FlowWorkFormView, type FlowWorkFormViewProps } from './View';

/** Files by id, named as the server would (no server behind the stories). */
const lookups: ResourceLookups = {
  upload: async (file) => ({ id: '599', url: '/api/file/download?id=599', name: file.name }),
  files: async (ids) => ids.map((id) => ({ id, url: `/api/file/download?id=${id}`, name: id === '501' ? '整改报告.pdf' : `证明材料${id}.pdf` })),
  options: async () => [],
};

type HarnessProps = Omit<FlowWorkFormViewProps, 'save'> & {
  /** What the server answers 保存: resolve = saved, reject = the refusal in its words. */
  respond: (values: Row) => Promise<unknown>;
};

/** The view with a real TanStack mutation behind 保存, as the widget wires it. */
function WorkFormHarness({ respond, ...props }: HarnessProps) {
  const mutation = useMutation({ mutationFn: respond });
  return <FlowWorkFormView {...props} save={fromMutation(mutation)} />;
}

const meta = {
  title: 'Widgets/General/FlowWorkForm',
  component: WorkFormHarness,
  args: { name: 'jdReform.report', def: WORK_FORMS['jdReform.report'], record: { status: 'success', data: reformRectifying }, flow: { status: 'success', data: reportOpen }, lookups, respond: fn(async () => ({})) },
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof WorkFormHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = recordStateStories((record) => ({ record }), { none: '请选择一条记录', notFound: '记录不存在或无权访问' });

export const Loading: Story = states.loading;

export const Error: Story = {
  args: { flow: { status: 'error', message: '后台服务异常！', retry: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('后台服务异常！')).toBeVisible();
  },
};

/** No record chosen in the list above. */
export const NoRecord: Story = states.none;

export const NotFound: Story = states.notFound;

/** A saved layout naming a form this portal does not have. */
export const UnknownForm: Story = {
  args: { name: 'jdReform.letter', def: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未知的工作表单：jdReform.letter')).toBeVisible();
  },
};

/** The enterprise writes its measures beside the uploaded report and saves: the body carries every field of the form. */
export const ReportToWrite: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(WORK_FORMS['jdReform.report'].hint)).toBeVisible();
    await expect(await canvas.findByText('整改报告.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /保\s*存/ }));
    // The measures are required: nothing is sent without them.
    await waitFor(() => expect(canvas.getByText('请输入')).toBeVisible());
    await expect(args.respond).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('整改措施'), '建立农药使用台账');
    await userEvent.click(canvas.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(args.respond).toHaveBeenCalledWith({ reportFileId: '501', measures: '建立农药使用台账', annexIds: null }, expect.anything()));
  },
};

/** The server refuses (a file not the enterprise's own): its words show above the form, which keeps what was typed. */
export const Refused: Story = {
  args: { record: { status: 'success', data: { ...reformRectifying, measures: '更换供应商' } }, respond: fn(() => Promise.reject(new globalThis.Error(REFUSAL))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /保\s*存/ }));
    await expect(await canvas.findByText(REFUSAL)).toBeVisible();
    await expect(canvas.getByLabelText('整改措施')).toHaveValue('更换供应商');
  },
};

/** Outside its window (the unit audits the report), or for anyone but the enterprise: what was saved, read only. */
export const SavedReadOnly: Story = {
  args: { record: { status: 'success', data: reformAudited }, flow: { status: 'success', data: reportClosed } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('当前环节不由您填写，以下为已保存的内容')).toBeVisible();
    await expect(canvas.getByText('建立农药使用台账，更换供应商并复检')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  },
};

/** The certificate officer uploads the stamped copy before 上传盖章证书 makes the certificate valid. */
export const StampedToUpload: Story = {
  args: { name: 'certificate.stamped', def: WORK_FORMS['certificate.stamped'], record: { status: 'success', data: certAwaitingStamp }, flow: { status: 'success', data: stampedOpen } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(WORK_FORMS['certificate.stamped'].hint)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /保\s*存/ }));
    await expect(args.respond).not.toHaveBeenCalled();
  },
};
