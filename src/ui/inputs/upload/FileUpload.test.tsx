import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { portalConfig } from '@/ui/theme';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileUpload, type FileUploadProps } from './FileUpload';
import { failingUpload, fakeFile, fakeUpload, sampleFiles } from './testing';
import type { UploadedFile } from './useUploadList';

/** A form field holding the value, as a real form would. */
function Field(props: Omit<FileUploadProps, 'value' | 'onChange'> & { initial?: UploadedFile[]; spy?: (v: UploadedFile[]) => void }) {
  const { initial = [], spy, ...rest } = props;
  const [value, setValue] = useState<UploadedFile[]>(initial);
  return (
    <ConfigProvider {...portalConfig}>
      <App>
        <FileUpload
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
/** The toast of antd's message (the tip under the button may hold the same words). */
const toast = (text: string) => waitFor(() => expect([...document.querySelectorAll('.ant-message')].map((e) => e.textContent).join('|')).toContain(text));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
const input = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;

describe('FileUpload', () => {
  it('uploads a picked file and adds it to the value', async () => {
    const spy = vi.fn();
    const { container } = render(<Field upload={fakeUpload()} spy={spy} type="pdf" />);
    await user().upload(input(container), fakeFile('报告.pdf'));
    await waitFor(() => expect(spy).toHaveBeenCalledWith([expect.objectContaining({ name: '报告.pdf' })]));
    expect(screen.getAllByText('报告.pdf').length).toBeGreaterThan(0);
  });

  it('refuses a file outside its type group before uploading', async () => {
    const upload = vi.fn(fakeUpload());
    const { container } = render(<Field upload={upload} type="pdfOnly" />);
    await user().upload(input(container), fakeFile('a.zip'));
    await toast('只能上传pdf格式的文件');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses an empty file and one over the control limit', async () => {
    const upload = vi.fn(fakeUpload());
    const { container } = render(<Field upload={upload} maxMb={1} />);
    await user().upload(input(container), fakeFile('a.pdf', 0));
    await toast('附件大小不能为0M！');
    await user().upload(input(container), fakeFile('b.pdf', 1024 * 1024 + 1));
    await toast('上传文件大小不能超过 1MB!');
    expect(upload).not.toHaveBeenCalled();
  });

  it('reverts the list and says 文件上传失败 when the upload fails', async () => {
    const spy = vi.fn();
    const { container } = render(<Field upload={failingUpload} spy={spy} initial={sampleFiles} />);
    await user().upload(input(container), fakeFile('c.pdf'));
    await toast('文件上传失败');
    await waitFor(() => expect(screen.queryByText('c.pdf')).not.toBeInTheDocument());
    expect(screen.getAllByText('营业执照.pdf').length).toBeGreaterThan(0);
    expect(spy).not.toHaveBeenCalled();
  });

  it('asks 确认删除吗？ before removing a file', async () => {
    const spy = vi.fn();
    render(<Field upload={fakeUpload()} spy={spy} initial={sampleFiles} />);
    const u = user();
    await u.click(screen.getAllByRole('button', { name: /删除/ })[0]);
    expect(await screen.findByText('确认删除吗？')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith([sampleFiles[1]]));
  });

  it('hides the button when the list is full', async () => {
    const { rerender } = render(<Field upload={fakeUpload()} initial={sampleFiles.slice(0, 1)} maxCount={2} key="a" />);
    expect(screen.getByText('上传文件')).toBeInTheDocument();
    rerender(<Field upload={fakeUpload()} initial={sampleFiles} maxCount={2} key="b" />);
    expect(screen.queryByText('上传文件')).not.toBeInTheDocument();
  });
});
