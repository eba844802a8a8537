import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalConfig } from '@/ui/theme';
import { ImageUpload, PHOTO_HINT, type ImageUploadProps } from './ImageUpload';
import { fakeFile, fakeUpload, sampleImages } from './testing';
import type { UploadedFile } from './useUploadList';

function Field(props: Omit<ImageUploadProps, 'value' | 'onChange'> & { initial?: UploadedFile[]; spy?: (v: UploadedFile[]) => void }) {
  const { initial = [], spy, ...rest } = props;
  const [value, setValue] = useState<UploadedFile[]>(initial);
  return (
    <ConfigProvider {...portalConfig}>
      <App>
        <ImageUpload
          {...rest}
          value={value}
          onChange={(v) => {
            spy?.(v);
            setValue(v);
          }}
        />
      </App>
    </ConfigProvider>
  );
}

const user = () => userEvent.setup({ applyAccept: false });
const input = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;
const toast = (text: string) => waitFor(() => expect([...document.querySelectorAll('.ant-message')].map((e) => e.textContent).join('|')).toContain(text));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ImageUpload', () => {
  it('shows the photo hint by default', () => {
    render(<Field upload={fakeUpload()} />);
    expect(screen.getByText(PHOTO_HINT)).toBeInTheDocument();
  });

  it('refuses a GIF with the image format message', async () => {
    const upload = vi.fn(fakeUpload());
    const { container } = render(<Field upload={upload} />);
    await user().upload(input(container), fakeFile('a.gif'));
    await toast('上传图片只能是 JPG、PNG、JPEG格式!');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses an image over its size limit', async () => {
    const { container } = render(<Field upload={fakeUpload()} maxMb={2} />);
    await user().upload(input(container), fakeFile('a.png', 2 * 1024 * 1024 + 1));
    await toast('上传图片大小不能超过2MB!');
  });

  it('hides the add card once the configured count is reached', async () => {
    const spy = vi.fn();
    const { container } = render(<Field upload={fakeUpload()} maxCount={1} spy={spy} />);
    expect(screen.getByRole('button', { name: '上传图片' })).toBeInTheDocument();
    await user().upload(input(container), fakeFile('正面.png'));
    await waitFor(() => expect(spy).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByRole('button', { name: '上传图片' })).not.toBeInTheDocument());
  });

  it('asks 确认删除此图片吗？ and keeps the image on cancel', async () => {
    const spy = vi.fn();
    render(<Field upload={fakeUpload()} initial={sampleImages} spy={spy} />);
    const u = user();
    await u.click(screen.getAllByRole('button', { name: /删除/ })[0]);
    expect(await screen.findByText('确认删除此图片吗？')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '取消' }));
    expect(spy).not.toHaveBeenCalled();
  });
});
