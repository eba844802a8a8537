/** Small pieces the tabs of 现场监督 share: a generated document's button, photo thumbnails, a section's head. */
import { VideoCameraOutlined } from '@ant-design/icons';
import { Alert, Flex, Image, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { GeneratedFile } from '@/api/jdSite';
import { GeneratedDocument, TOUCH_TARGET } from '@/ui/files/GeneratedDocument';
import type { DocControl } from './site';

/** Buttons in cards are at least this tall: easy to hit with a thumb. */
export const TOUCH = TOUCH_TARGET;

/** A picture shown in the page rather than downloaded (a data: address, as stories use, is already inline). */
export const inlineUrl = (url: string) => (url.startsWith('data:') ? url : `${url}${url.includes('?') ? '&' : '?'}disposition=inline`);

const isVideo = (f: GeneratedFile) => /\.mp4$/i.test(f.name);

/** Pictures as thumbnails (previewed in a group), videos as links. */
export function Thumbs({ files }: { files: readonly GeneratedFile[] }) {
  if (!files.length) return null;
  return (
    <Image.PreviewGroup>
      <Flex wrap gap={6}>
        {files.map((f) =>
          isVideo(f) ? (
            <Typography.Link key={f.id} href={f.url} target="_blank" rel="noreferrer">
              <VideoCameraOutlined /> {f.name}
            </Typography.Link>
          ) : (
            <Image key={f.id} src={inlineUrl(f.url)} alt={f.name} width={72} height={72} style={{ objectFit: 'cover', borderRadius: 4 }} />
          ),
        )}
      </Flex>
    </Image.PreviewGroup>
  );
}

/** A generated document of the page: its DocControl behind the shared button (read only: the stored file, for whoever may not generate it now). */
export function DocButton<I>({ label, control, input, file, testId, disabled, readOnly }: { label: string; control: DocControl<I>; input: I; file?: GeneratedFile | null; testId?: string; disabled?: boolean; readOnly?: boolean }) {
  return <GeneratedDocument label={label} make={() => control.run(input)} pending={control.pending} file={file} testId={testId} disabled={disabled} readOnly={readOnly} />;
}

/** A section's head: its title and count, and its buttons (wrapping under on a phone). */
export function SectionHead({ title, count, children }: { title: string; count?: number; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 8 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
        {count !== undefined && (
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 14, marginInlineStart: 8 }}>
            {count}
          </Typography.Text>
        )}
      </Typography.Title>
      {children && (
        <Flex wrap gap={8} className="no-drag">
          {children}
        </Flex>
      )}
    </Flex>
  );
}

/** A write's refusal where it happened, closable. */
export function Refusal({ error, onClose }: { error: string | null; onClose: () => void }) {
  return error ? <Alert type="error" showIcon closable title={error} onClose={onClose} /> : null;
}
