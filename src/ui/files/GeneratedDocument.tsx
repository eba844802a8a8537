/**
 * A document the server generates (a task book, a report, a zip): the button asks for it, then its
 * link is shown to download (a file generated before shows its link from the start); a refusal
 * shows below in the server's words. `make` answers the stored file `{id, name, url}`. Pure.
 * Read only (someone who may not generate it, e.g. management reading the evidence): the stored
 * file's link, 暂无文件 when it is known that there is none, and where the page does not know,
 * a 下载… button (the server answers the stored file to a reader, or says there is none).
 */
import { FileTextOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';

export interface DocumentFile {
  readonly id: number;
  readonly name: string;
  readonly url: string;
}

export const DOCUMENT_TEXT = {
  generate: (what: string) => `生成${what}`,
  generated: (what: string) => `${what}已生成`,
  fetch: (what: string) => `下载${what}`,
  none: '暂无文件',
} as const;

/** Buttons a thumb can hit. */
export const TOUCH_TARGET = { minHeight: 40 } as const;

export function FileLink({ file }: { file: DocumentFile }) {
  return (
    // A file fetched into the page (an object URL) is saved under its own name, not the URL's.
    <Typography.Link href={file.url} target="_blank" rel="noreferrer" download={file.url.startsWith('blob:') ? file.name : undefined} style={{ overflowWrap: 'anywhere' }}>
      <FileTextOutlined /> {file.name}
    </Typography.Link>
  );
}

export function FileLinks({ files, empty = DOCUMENT_TEXT.none }: { files: readonly DocumentFile[]; empty?: string }) {
  if (!files.length) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      {files.map((f) => (
        <FileLink key={f.id} file={f} />
      ))}
    </Flex>
  );
}

export interface GeneratedDocumentProps {
  /** What the document is (监督任务书): the button reads 生成监督任务书. */
  readonly label: string;
  readonly make: () => Promise<DocumentFile>;
  readonly pending: boolean;
  /** Generated before: its link shows until a new one is made (null: none; undefined: the page does not know). */
  readonly file?: DocumentFile | null;
  /** The user may only read the document: no generate button (see the header). */
  readonly readOnly?: boolean;
  readonly disabled?: boolean;
  readonly testId?: string;
}

export function GeneratedDocument({ label, make, pending, file: saved, readOnly = false, disabled, testId }: GeneratedDocumentProps) {
  const { message } = App.useApp();
  const [file, setFile] = useState<DocumentFile | null>(saved ?? null);
  const [error, setError] = useState<string | null>(null);
  const run = () => {
    setError(null);
    make().then(
      (f) => {
        setFile(f);
        if (!readOnly) void message.success(DOCUMENT_TEXT.generated(label));
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  };
  // A reader: the stored file, or that there is none, or (not known here) a button asking the server for it.
  const known = readOnly && (file !== null || saved === null);
  return (
    <Flex vertical gap={4} data-testid={testId} style={{ minWidth: 0 }}>
      <Flex wrap gap={8} align="center">
        {known ? (
          <Typography.Text type="secondary">{label}：</Typography.Text>
        ) : (
          <Button className="no-drag" icon={<FileTextOutlined />} loading={pending} disabled={disabled} onClick={run} style={TOUCH_TARGET}>
            {readOnly ? DOCUMENT_TEXT.fetch(label) : DOCUMENT_TEXT.generate(label)}
          </Button>
        )}
        {file ? <FileLink file={file} /> : known && <Typography.Text type="secondary">{DOCUMENT_TEXT.none}</Typography.Text>}
      </Flex>
      {error && <Alert type="error" showIcon closable title={error} onClose={() => setError(null)} />}
    </Flex>
  );
}
