/**
 * The state both upload controls share: the saved value plus files still uploading, the check
 * before each upload, the upload itself through the `upload` prop, the delete confirmation, and
 * the revert on failure (error catalogue: "Upload failure: 文件上传失败. and the list reverts").
 */
import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { UPLOAD_MSG } from '@/domain/upload';
import type { FileLike } from './uploadChecks';

/** A stored file as a form value (screens document §3 "File": id, url, name). */
export interface UploadedFile {
  readonly id: number | string;
  readonly url: string;
  readonly name: string;
}

export interface UploadListOptions {
  readonly value: readonly UploadedFile[];
  readonly onChange?: (next: UploadedFile[]) => void;
  readonly upload: (file: File) => Promise<UploadedFile>;
  /** Returns the message of the rule the file breaks, given how many files the list already holds. */
  readonly check: (file: FileLike, count: number) => string | null;
  readonly confirmDelete: string;
}

const uidOf = (f: UploadedFile) => `saved-${f.id}`;

export function useUploadList({ value, onChange, upload, check, confirmDelete }: UploadListOptions) {
  const { message, modal } = App.useApp();
  const [pending, setPending] = useState<UploadFile[]>([]);
  // Several files picked at once are checked and finish one by one, before React re-renders:
  // the counts and the latest value are read from refs, not from the render's closure.
  const pendingCount = useRef(0);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const fileList: UploadFile[] = [...value.map((f): UploadFile => ({ uid: uidOf(f), name: f.name, url: f.url, thumbUrl: f.url, status: 'done' })), ...pending];

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const error = check(file, latest.current.length + pendingCount.current);
    if (error) {
      void message.error(error);
      return Upload.LIST_IGNORE; // a refused file never enters the list
    }
    pendingCount.current += 1;
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const raw = file as File & { uid: string };
    setPending((p) => [...p, { uid: raw.uid, name: raw.name, status: 'uploading', percent: 50 }]);
    const settle = () => {
      pendingCount.current -= 1;
      setPending((p) => p.filter((x) => x.uid !== raw.uid));
    };
    upload(raw).then(
      (saved) => {
        settle();
        // Set the ref at once: another upload may finish before the parent re-renders.
        const next = [...latest.current, saved];
        latest.current = next;
        onChange?.(next);
      },
      () => {
        // The list reverts to what it held before; the value never saw this file. The uploader
        // (the http client) has already toasted the server's own reason, if any.
        settle();
        void message.error(UPLOAD_MSG.failed);
      },
    );
  };

  const onRemove = (file: UploadFile): Promise<boolean> =>
    new Promise((resolve) => {
      modal.confirm({
        title: '提示',
        content: confirmDelete,
        okText: '确定',
        cancelText: '取消',
        onOk: () => {
          const next = latest.current.filter((f) => uidOf(f) !== file.uid);
          latest.current = next;
          onChange?.(next);
          resolve(false); // the value changed; antd must not also drop the item itself
        },
        onCancel: () => resolve(false),
      });
    });

  /** Files in the list, saved or still uploading (what the count limit and the add button see). */
  const count = value.length + pending.length;
  return { fileList, beforeUpload, customRequest, onRemove, count };
}
