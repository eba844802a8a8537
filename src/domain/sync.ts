/**
 * Work done on a device without network and sent later (the 待同步 queue): what a queued change
 * is, how its state reads to the person, and when a change meets a record changed on the server.
 * Pure: the client's queue (src/api/syncQueue.ts) and its views use it.
 */

/** The query cache's key of every queued change (a mutation per change). */
export const SYNC_KEY = ['sync'] as const;

/**
 * The stored files a person has opened (photos of the visits, the task book): the service worker
 * keeps them in this cache, so they open on site with no network; removed with the rest of what
 * the device keeps when the person signs out or another signs in.
 */
export const KEPT_FILES_CACHE = 'zp-files';
/** A stored file's address: a download under /api (/api/file/download, /api/zpevalgcannex/download, …). */
export const KEPT_FILE_PATH = /^\/api\/(?:[\w-]+\/)*download$/;

/** Where a queued change stands. */
export type SyncState = 'waiting' | 'sending' | 'conflict' | 'refused' | 'failed';

export const SYNC_STATE_LABEL: Readonly<Record<SyncState, string>> = {
  waiting: '等待联网',
  sending: '正在同步',
  conflict: '有冲突',
  refused: '被退回',
  failed: '发送失败',
};

export const SYNC_TEXT = {
  title: '待同步',
  badge: (n: number) => `待同步 ${n} 项`,
  empty: '没有待同步的记录',
  savedOnDevice: '已保存到本机，联网后自动同步',
  retry: '重试',
  discard: '放弃这条记录',
  discardConfirm: '放弃后这条记录不会发送到服务器，确定放弃？',
  keepMine: '用我的版本',
  keepServer: '用服务器的版本',
  mine: '我的版本（本机）',
  server: '服务器上的版本',
  conflict: '这条记录在服务器上已被他人修改：请选择保留哪个版本。',
  goneOnServer: '这条记录在服务器上已被删除',
  savedAt: (at: string) => `保存于 ${at}`,
  files: (n: number) => `${n} 个文件`,
  signOutWaiting: (n: number) => `本机还有 ${n} 条记录未同步，退出后将被清除。确定退出？`,
  kept: (at: string, size: string | null) => `已保存到本机：${at} 获取${size ? `，本机占用 ${size}` : ''}，无网络时也能打开`,
} as const;

/** A record's fields as the server answers them. */
export type RecordValues = Readonly<Record<string, unknown>>;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of a queued change that the server's record no longer has as the device read them:
 * each field the change sends, compared between the record it was made from (`base`) and the
 * record now. Any field, not only those the person edited: the change would send its old value
 * over the server's newer one. Empty: the change can be sent as it is.
 */
export function changedOnServer(base: RecordValues, now: RecordValues, sent: RecordValues): string[] {
  return Object.keys(sent).filter((field) => field in base && !same(base[field], now[field]));
}

/** Bytes as a person reads them (本机占用). */
export function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
