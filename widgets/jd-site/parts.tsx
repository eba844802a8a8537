/** Small pieces the tabs of 现场监督 share: a generated document's button, photo thumbnails, a section's head, records waiting on the device. */
import { VideoCameraOutlined } from '@ant-design/icons';
import { Alert, Flex, Image, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { GeneratedFile } from '@/api/jdSite';
import type { ResourceDef } from '@/domain/resource';
import { GeneratedDocument, TOUCH_TARGET } from '@/ui/files/GeneratedDocument';
import { RecordCards } from '@/ui/resource/RecordCards';
import { SyncMarker } from '@/ui/sync/SyncMarker';
import { SITE_TEXT, type DocControl, type QueuedEntry } from './site';

/** Buttons in cards are at least this tall: easy to hit with a thumb. */
export const TOUCH = TOUCH_TARGET;

/** A picture shown in the page rather than downloaded (a data: address, as stories use, is already inline). */
export const inlineUrl = (url: string) => (url.startsWith('data:') || url.startsWith('blob:') ? url : `${url}${url.includes('?') ? '&' : '?'}disposition=inline`);

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

/**
 * Records saved on this device and not yet on the server, under the server's: the same card, a
 * 待同步 (or the queue's state) tag, no actions (the 待同步 list in the header has them).
 */
export function QueuedCards({ def, entries, fields, heading }: { def: ResourceDef; entries: readonly QueuedEntry[]; fields: readonly string[]; heading: (values: Readonly<Record<string, unknown>>) => string }) {
  if (!entries.length) return null;
  return (
    <RecordCards
      def={def}
      rows={entries.map((e) => ({ ...e.values, id: e.key, entry: e }))}
      fields={fields}
      heading={(r) => (
        <Flex gap={6} align="center" wrap>
          <span>{heading(r)}</span>
          <SyncMarker state={r.entry.state} />
        </Flex>
      )}
      label={(r) => `${def.title} ${heading(r)} ${SITE_TEXT.queued}`}
      extra={(r) => <Thumbs files={r.entry.files} />}
      testId="jd-site-queued"
    />
  );
}
