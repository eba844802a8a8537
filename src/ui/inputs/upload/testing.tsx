/** Fixtures shared by the upload stories and tests: files of a given size, and fake uploaders. */
import type { UploadedFile } from './useUploadList';

/** A File that reports `size` bytes without allocating them (size checks only read `.size`). */
export function fakeFile(name: string, size = 1024, type = ''): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A 1x1 PNG, so previews show a real picture offline. */
export const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=';

let nextId = 100;
/** Succeeds after `delayMs` with a new id; the url is the pixel so images render. */
export const fakeUpload =
  (delayMs = 0) =>
  (file: File): Promise<UploadedFile> =>
    new Promise((resolve) => setTimeout(() => resolve({ id: nextId++, name: file.name, url: PIXEL }), delayMs));

export const failingUpload = (): Promise<UploadedFile> => Promise.reject(new Error('network down'));

export const sampleFiles: UploadedFile[] = [
  { id: 1, name: '营业执照.pdf', url: '/api/file/download?id=1' },
  { id: 2, name: '检测报告.docx', url: '/api/file/download?id=2' },
];

export const sampleImages: UploadedFile[] = [
  { id: 11, name: '正面.png', url: PIXEL },
  { id: 12, name: '反面.jpg', url: PIXEL },
];
