/** Attachments: 下载 — the stored file through its download address (the session cookie authorises a plain link). */
import { PERMS } from '@/domain/permissions';
import { fileUrl } from '@/domain/resources/file';
import { defineRowAction } from './types';

export const DOWNLOAD_TEXT = { download: '下载' } as const;

export default defineRowAction({
  resource: 'filebaseinfo',
  perm: PERMS.file.list,
  label: () => DOWNLOAD_TEXT.download,
  run: async (row) => {
    const a = document.createElement('a');
    a.href = typeof row.url === 'string' && row.url ? row.url : fileUrl(String(row.id));
    a.download = String(row.name ?? '');
    document.body.appendChild(a);
    a.click();
    a.remove();
    return null;
  },
  width: 60,
});
