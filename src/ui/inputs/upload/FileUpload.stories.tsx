import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UPLOAD_TYPES, type UploadType } from '@/domain/upload';
import { FileUpload, type FileUploadProps } from './FileUpload';
import { failingUpload, fakeFile, fakeUpload, sampleFiles } from './testing';
import type { UploadedFile } from './useUploadList';

/** Holds the value like a form field would, and reports each change. */
function Controlled({ value: initial = [], onChange, ...rest }: FileUploadProps) {
  const [value, setValue] = useState<readonly UploadedFile[]>(initial);
  return (
    <FileUpload
      {...rest}
      value={value}
      onChange={(v) => {
        onChange?.(v);
        setValue(v);
      }}
    />
  );
}

const meta = {
  title: 'UI/Inputs/FileUpload',
  component: FileUpload,
  render: (args) => <Controlled {...args} />,
  args: { upload: fakeUpload(300), onChange: fn(), value: [] },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const fileInput = (el: HTMLElement) => el.querySelector('input[type=file]') as HTMLInputElement;
const pick = userEvent.setup({ applyAccept: false });

/** An empty attachment field (beCommon: every known type, 20 MB). */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /上传文件/ })).toBeVisible();
    await expect(canvas.getByText('上传文件大小不能超过 20MB!')).toBeVisible();
  },
};

/** Files already saved, uploading one more adds it. */
export const WithFiles: Story = {
  args: { value: sampleFiles },
  play: async ({ canvasElement, args }) => {
    await pick.upload(fileInput(canvasElement), fakeFile('整改报告.pdf'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([...sampleFiles, expect.objectContaining({ name: '整改报告.pdf' })]));
  },
};

/** The pdfOnly group refuses a zip with 只能上传…. */
export const PdfOnlyRefusesZip: Story = {
  args: { type: 'pdfOnly' },
  play: async ({ canvasElement, args }) => {
    await pick.upload(fileInput(canvasElement), fakeFile('材料.zip'));
    await waitFor(() => expect(body(canvasElement).getByText('只能上传pdf格式的文件')).toBeVisible());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A file over 50 MB fails the general check. */
export const TooLarge: Story = {
  args: { maxMb: 100 },
  play: async ({ canvasElement }) => {
    await pick.upload(fileInput(canvasElement), fakeFile('视频.mp4', 50 * 1024 * 1024 + 1));
    await waitFor(() => expect(body(canvasElement).getByText('文件只能在50M以内')).toBeVisible());
  },
};

/** The server fails: 文件上传失败 and the list reverts. */
export const UploadFails: Story = {
  args: { value: sampleFiles, upload: failingUpload },
  play: async ({ canvasElement, canvas, args }) => {
    await pick.upload(fileInput(canvasElement), fakeFile('失败.pdf'));
    await waitFor(() => expect(body(canvasElement).getByText('文件上传失败')).toBeVisible());
    await waitFor(() => expect(canvas.queryByText('失败.pdf')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Deleting asks 确认删除吗？ first. */
export const DeleteConfirm: Story = {
  args: { value: sampleFiles },
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: /删除/ })[0]);
    await waitFor(() => expect(body(canvasElement).getByText('确认删除吗？')).toBeVisible());
    await userEvent.click(body(canvasElement).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([sampleFiles[1]]));
  },
};

/** At the count limit the button hides. */
export const Full: Story = {
  args: { value: sampleFiles, maxCount: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /上传文件/ })).not.toBeInTheDocument();
  },
};

/** Read-only: no button, no delete. */
export const Disabled: Story = {
  args: { value: sampleFiles, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
  },
};

/** Every type group of src/domain/upload.ts with the rule it shows. */
export const AllTypeGroups: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(Object.keys(UPLOAD_TYPES) as UploadType[]).map((type) => (
        <div key={type} data-type={type}>
          <strong style={{ display: 'inline-block', width: 110 }}>{type}</strong>
          <FileUpload upload={args.upload} type={type} buttonText={`上传 ${type}`} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /上传 / })).toHaveLength(Object.keys(UPLOAD_TYPES).length);
    await expect(canvas.getByText('只能上传zip、rar格式的文件，上传文件大小不能超过 20MB!')).toBeVisible();
  },
};
