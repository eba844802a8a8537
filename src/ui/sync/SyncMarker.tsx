/**
 * The mark on a record shown from the device, not yet on the server: 待同步 while it waits or is
 * being sent, else where the queue stopped it (有冲突, 被退回, 发送失败). The 待同步 list (./SyncList)
 * has the actions.
 */
import { Tag } from 'antd';
import { SYNC_STATE_LABEL, SYNC_TEXT, type SyncState } from '@/domain/sync';

export function SyncMarker({ state }: { state: SyncState }) {
  const going = state === 'waiting' || state === 'sending';
  return <Tag color={going ? 'processing' : 'error'}>{state === 'waiting' ? SYNC_TEXT.title : SYNC_STATE_LABEL[state]}</Tag>;
}
