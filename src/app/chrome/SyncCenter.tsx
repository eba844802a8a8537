/**
 * The header's 待同步 button (shown while changes made on this device wait for the server, with
 * their count) and its drawer: the queue (src/api/syncQueue.ts) as the person reads it, with
 * 重试, 放弃 and, for a conflict, the two versions and the choice. A chunk of its own (SyncSlot).
 */
import { CloudUploadOutlined } from '@ant-design/icons';
import { useMutationState, useQueryClient, type Mutation } from '@tanstack/react-query';
import { Badge, Button, Drawer, Tooltip } from 'antd';
import { useState } from 'react';
import { useOnline } from '@/api/offline';
import { discardChange, plainSyncError, resendChange, syncStateOf, type SyncChange } from '@/api/syncQueue';
import { beijingMinute } from '@/domain/beijingTime';
import type { ResourceDef } from '@/domain/resource';
import { JD_SITE_ROW_RESOURCES, jdSpotResource } from '@/domain/resources/jd';
import { SYNC_KEY, SYNC_TEXT } from '@/domain/sync';
import { displayValue } from '@/ui/resource/fields';
import { SyncList, type SyncItem, type SyncVersionRow } from '@/ui/sync/SyncList';

const ROW_DEFS: Readonly<Record<string, ResourceDef>> = JD_SITE_ROW_RESOURCES;

type Snapshot = { readonly id: number; readonly state: Mutation<unknown, Error, SyncChange>['state'] };

function itemOf({ id, state }: Snapshot): SyncItem | null {
  const change = state.variables;
  if (!change) return null;
  const problem = state.status === 'error' ? plainSyncError(state.error) : null;
  let versions: SyncVersionRow[] | undefined;
  if (problem?.kind === 'conflict' && (change.kind === 'jdRow' || change.kind === 'jdSpot') && problem.server) {
    const def: ResourceDef | undefined = change.kind === 'jdSpot' ? jdSpotResource : ROW_DEFS[change.rowKind];
    const server = problem.server;
    versions = (problem.fields ?? []).map((f) => {
      const field = def?.fields[f];
      const show = (v: unknown) => (field ? displayValue(field, v) : String(v ?? '')) || '—';
      return { field: f, label: field?.label ?? f, mine: show(change.body[f]), server: show(server[f]) };
    });
  }
  return { id, label: change.label, state: syncStateOf({ state }), savedAt: beijingMinute(change.savedAt), files: change.files.length, message: problem?.message ?? null, versions };
}

export default function SyncCenter() {
  const client = useQueryClient();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const snapshots = useMutationState({ filters: { mutationKey: SYNC_KEY, predicate: (m) => m.state.status !== 'success' }, select: (m): Snapshot => ({ id: m.mutationId, state: m.state as Snapshot['state'] }) });
  const items = snapshots.map(itemOf).filter((i): i is SyncItem => i !== null);
  if (!items.length && !open) return null;
  const label = SYNC_TEXT.badge(items.length);
  return (
    <>
      <Tooltip title={label}>
        <Badge count={items.length} size="small" offset={[-4, 4]}>
          <Button type="text" icon={<CloudUploadOutlined />} aria-label={label} onClick={() => setOpen(true)} />
        </Badge>
      </Tooltip>
      <Drawer open={open} title={SYNC_TEXT.title} size="default" onClose={() => setOpen(false)} styles={{ body: { padding: 12 } }}>
        <SyncList
          items={items}
          online={online}
          onRetry={(id) => void resendChange(client, id)}
          onDiscard={(id) => discardChange(client, id)}
          onKeepMine={(id) => void resendChange(client, id, true)}
          onKeepServer={(id) => discardChange(client, id)}
        />
      </Drawer>
    </>
  );
}
