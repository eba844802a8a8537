/**
 * The form control of `file` and `image` fields: the value is the stored text (comma-joined file
 * ids, or download addresses with `upload.store: 'url'`); the control shows FileUpload or
 * ImageUpload over the files it names, looking their names up by id.
 */
import { useEffect, useState } from 'react';
import { fileTokens, type FieldDef } from '@/domain/resource';
import { fileUrl } from '@/domain/resources/file';
import { FileUpload } from '@/ui/inputs/upload/FileUpload';
import { ImageUpload } from '@/ui/inputs/upload/ImageUpload';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';
import { useResourceLookups } from './lookups';

export interface FileFieldInputProps {
  field: FieldDef;
  value?: unknown;
  onChange?: (v: string) => void;
  disabled?: boolean;
}

/** A stored token as a file the upload list can show before (or without) its metadata. */
export function tokenFile(token: string, byUrl: boolean): UploadedFile {
  if (byUrl) return { id: token, url: token, name: decodeURIComponent(token.split(/[/=]/).pop() || token) };
  return { id: token, url: fileUrl(token), name: `附件 ${token}` };
}

export function FileFieldInput({ field, value, onChange, disabled }: FileFieldInputProps) {
  const lookups = useResourceLookups();
  const byUrl = field.upload?.store === 'url';
  const tokens = fileTokens(value);
  const [known, setKnown] = useState<Readonly<Record<string, UploadedFile>>>({});
  const missing = byUrl ? '' : tokens.filter((t) => !known[t]).join(',');

  useEffect(() => {
    if (!missing) return;
    let live = true;
    lookups.files(missing.split(',')).then(
      (files) => live && setKnown((k) => ({ ...k, ...Object.fromEntries(files.map((f) => [String(f.id), f])) })),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [missing, lookups]);

  const files = tokens.map((t) => known[t] ?? tokenFile(t, byUrl));
  const change = (next: UploadedFile[]) => {
    if (!byUrl) setKnown((k) => ({ ...k, ...Object.fromEntries(next.map((f) => [String(f.id), f])) }));
    onChange?.(next.map((f) => (byUrl ? f.url : String(f.id))).join(','));
  };

  if (field.type === 'image') {
    return (
      <ImageUpload
        value={files}
        onChange={change}
        upload={(file) => lookups.upload(file, 'img')}
        maxCount={field.upload?.maxCount ?? 1}
        maxMb={field.upload?.maxMb}
        disabled={disabled}
        hint={false}
      />
    );
  }
  const type = field.upload?.accept ?? 'beCommon';
  return (
    <FileUpload
      value={files}
      onChange={change}
      upload={(file) => lookups.upload(file, type)}
      type={type}
      maxCount={field.upload?.maxCount ?? 0}
      maxMb={field.upload?.maxMb}
      disabled={disabled}
    />
  );
}
