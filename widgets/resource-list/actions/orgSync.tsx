/** Organisations: 同步 — re-derives the area fields and stamps 同步时间 (POST /api/sysorg/sync, rid). */
import { PERMS } from '@/domain/permissions';
import { defineRowAction } from './types';

export const ORG_SYNC_TEXT = {
  sync: '同步',
  confirm: '确认同步该组织的地区信息吗？',
  done: '已同步',
} as const;

export default defineRowAction({
  resource: 'sysorg',
  perm: PERMS.org.sync,
  label: () => ORG_SYNC_TEXT.sync,
  confirm: () => ORG_SYNC_TEXT.confirm,
  run: async (row, api) => {
    await api.post('/api/sysorg/sync', { rid: String(row.id) });
    return ORG_SYNC_TEXT.done;
  },
  width: 60,
});
