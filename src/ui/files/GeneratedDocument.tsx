/**
 * A document the server generates (a task book, a report, a zip): the button asks for it, then its
 * link is shown to download (a file generated before shows its link from the start); a refusal
 * shows below in the server's words. `make` answers the stored file `{id, name, url}`. Pure.
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
  none: '暂无文件',
} as const;

/** Buttons a thumb can hit. */
export const TOUCH_TARGET = { minHeight: 40 } as const;

export function FileLink({ file }: { file: DocumentFile }) {
  return (
    <Typography.Link href={file.url} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
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
  /** Generated before: its link shows until a new one is made. */
  readonly file?: DocumentFile | null;
  readonly disabled?: boolean;
  readonly testId?: string;
}

export function GeneratedDocument({ label, make, pending, file: saved = null, disabled, testId }: GeneratedDocumentProps) {
  const { message } = App.useApp();
  const [file, setFile] = useState<DocumentFile | null>(saved);
  const [error, setError] = useState<string | null>(null);
  const run = () => {
    setError(null);
    make().then(
      (f) => {
        setFile(f);
        void message.success(DOCUMENT_TEXT.generated(label));
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  };
  return (
    <Flex vertical gap={4} data-testid={testId} style={{ minWidth: 0 }}>
      <Flex wrap gap={8} align="center">
        <Button className="no-drag" icon={<FileTextOutlined />} loading={pending} disabled={disabled} onClick={run} style={TOUCH_TARGET}>
          {DOCUMENT_TEXT.generate(label)}
        </Button>
        {file && <FileLink file={file} />}
      </Flex>
      {error && <Alert type="error" showIcon closable title={error} onClose={() => setError(null)} />}
    </Flex>
  );
}
