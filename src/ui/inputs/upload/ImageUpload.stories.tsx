import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageUpload, PHOTO_HINT, type ImageUploadProps } from './ImageUpload';
import { failingUpload, fakeFile, fakeUpload, sampleImages } from './testing';
import type { UploadedFile } from './useUploadList';

function Controlled({ value: initial = [], onChange, ...rest }: ImageUploadProps) {
  const [value, setValue] = useState<readonly UploadedFile[]>(initial);
  return (
    <ImageUpload
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
  title: 'UI/Inputs/ImageUpload',
  component: ImageUpload,
  render: (args) => <Controlled {...args} />,
  args: { upload: fakeUpload(300), onChange: fn(), value: [] },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const fileInput = (el: HTMLElement) => el.querySelector('input[type=file]') as HTMLInputElement;
const pick = userEvent.setup({ applyAccept: false });

/** No image yet: the add card and the photo hint. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '上传图片' })).toBeVisible();
    await expect(canvas.getByText(PHOTO_HINT)).toBeVisible();
  },
};

/** Front and back photos, one of them previewed. */
export const WithImages: Story = {
  args: { value: sampleImages },
  play: async ({ canvasElement }) => {
    // The eye icon only shows on hover; its link is there all along.
    await userEvent.click(canvasElement.querySelector('.ant-upload-list-item-actions a') as HTMLElement);
    await waitFor(() => expect(body(canvasElement).getByRole('dialog')).toBeVisible());
  },
};

/** A single-image field: the add card hides after one upload. */
export const SingleHidesAddAtOne: Story = {
  args: { maxCount: 1, hint: false },
  play: async ({ canvasElement, canvas, args }) => {
    await pick.upload(fileInput(canvasElement), fakeFile('封面.png'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvas.queryByRole('button', { name: '上传图片' })).not.toBeInTheDocument());
  },
};

/** Four images: full, no add card. */
export const FullAtFour: Story = {
  args: { value: [...sampleImages, { id: 13, name: '侧面.png', url: sampleImages[0].url }, { id: 14, name: '标签.png', url: sampleImages[0].url }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '上传图片' })).not.toBeInTheDocument();
  },
};

/** A GIF is refused. */
export const WrongFormat: Story = {
  play: async ({ canvasElement, args }) => {
    await pick.upload(fileInput(canvasElement), fakeFile('动图.gif'));
    await waitFor(() => expect(body(canvasElement).getByText('上传图片只能是 JPG、PNG、JPEG格式!')).toBeVisible());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A size limit of 2 MB. */
export const TooLarge: Story = {
  args: { maxMb: 2 },
  play: async ({ canvasElement }) => {
    await pick.upload(fileInput(canvasElement), fakeFile('大图.jpg', 3 * 1024 * 1024));
    await waitFor(() => expect(body(canvasElement).getByText('上传图片大小不能超过2MB!')).toBeVisible());
  },
};

/** The upload fails: 文件上传失败 and nothing is added. */
export const UploadFails: Story = {
  args: { upload: failingUpload },
  play: async ({ canvasElement, args }) => {
    await pick.upload(fileInput(canvasElement), fakeFile('正面.png'));
    await waitFor(() => expect(body(canvasElement).getByText('文件上传失败')).toBeVisible());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Deleting asks 确认删除此图片吗？. */
export const DeleteConfirm: Story = {
  args: { value: sampleImages },
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: /删除/ })[0]);
    await waitFor(() => expect(body(canvasElement).getByText('确认删除此图片吗？')).toBeVisible());
    await userEvent.click(body(canvasElement).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([sampleImages[1]]));
  },
};
