/**
 * The 待同步 queue: changes made on site (a supervision's records, samples and photos; an
 * evaluation's photos), kept on the device until the server has them. Each is a
 * TanStack Query mutation under SYNC_KEY whose variables hold everything needed to send it (its
 * photos as Blobs): src/api/device.ts keeps unfinished ones in IndexedDB across reloads, and the
 * query client resumes them when the network returns. They run one after another (one scope), in
 * the order they were made.
 *
 * Sending a change: its photos are uploaded first (each with its own Idempotency-Key, so a resumed
 * upload answers the file stored before), their device ids in `annexIds` replaced by the stored
 * files' ids; then the change itself, with its Idempotency-Key (a change sent twice makes one
 * record). An edit of a record first reads the record now: changed on the server since the device
 * read it, the change stops as a conflict with both versions for the person to choose from.
 * A refusal (the task moved on, the visit was finished) stops it with the server's words. Nothing
 * is dropped but by the person (放弃).
 */
import { onlineManager, type Mutation, type QueryClient } from '@tanstack/react-query';
import { changedOnServer, SYNC_KEY, SYNC_TEXT, type RecordValues, type SyncState } from '@/domain/sync';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_TEXT } from '@/domain/idempotency';
import { JD_PATHS } from '@/domain/resources/jd';
import type { UploadType } from '@/domain/upload';
import { createSiteRecord, evalSiteKeys, type EvalSiteRecordInput } from './evalSite';
import { ApiCallError } from './http';
import { fetchJdRows, jdSiteKeys, saveJdPhoto, saveJdRow, type JdPhotoBody, type JdRowKind } from './jdSite';
import { createSpot, fetchSpots, updateSpot } from './jdSpot';
import { uploadFile } from './lookups';
import { resourceKeys, type Row } from './resource';

/** One scope: the queue is sent in order, one change at a time. */
const SYNC_SCOPE = { id: 'sync' } as const;
/** A photo taken offline has this id in a form's value until it is uploaded. */
export const LOCAL_FILE_PREFIX = 'local-';

/** A file kept on the device, not yet uploaded. */
export interface LocalFile {
  readonly localId: string;
  readonly name: string;
  readonly type: UploadType;
  readonly blob: Blob;
}

interface ChangeBase {
  /** The Idempotency-Key of the change; its files' keys are derived from it. */
  readonly key: string;
  /** The supervision task or the application the change belongs to. */
  readonly recordId: number;
  /** What the person reads in the 待同步 list: 现场观察记录：4.2 投入品管理. */
  readonly label: string;
  readonly savedAt: number;
  readonly files: readonly LocalFile[];
}
/** A record of the supervision's on-site work (observation, nonconformity, …): new (`id` null) or changed from `base`. */
export interface JdRowChange extends ChangeBase {
  readonly kind: 'jdRow';
  readonly rowKind: JdRowKind;
  readonly onSiteId: number;
  readonly id: number | null;
  readonly body: Row;
  /** The record as the device read it, for an edit; null to send over whatever the server has (用我的版本). */
  readonly base: RecordValues | null;
}
/** A spot-test item of a supervision task (a sample: its name, number, date, what is tested): new or changed from `base`. */
export interface JdSpotChange extends ChangeBase {
  readonly kind: 'jdSpot';
  readonly id: number | null;
  readonly body: Row;
  readonly base: RecordValues | null;
}
/** Photos of a visit. */
export interface JdPhotoChange extends ChangeBase {
  readonly kind: 'jdPhoto';
  readonly body: JdPhotoBody;
}
/** Photos (or a video) of one picture type taken at an on-site evaluation. */
export interface EvalPhotoChange extends ChangeBase {
  readonly kind: 'evalPhoto';
  readonly body: EvalSiteRecordInput;
}
export type SyncChange = JdRowChange | JdSpotChange | JdPhotoChange | EvalPhotoChange;

/** Why a change stopped, kept as a plain value (it survives the device's storage, unlike an Error's class). */
export interface SyncProblem {
  /** Structurally an Error, so it stands where TanStack Query keeps a mutation's error. */
  readonly name: 'SyncProblem';
  readonly kind: 'conflict' | 'refused' | 'failed';
  readonly message: string;
  /** A conflict: the record on the server now, and the fields it changed. */
  readonly server?: RecordValues;
  readonly fields?: readonly string[];
}

const problem = (kind: SyncProblem['kind'], message: string, conflict?: Pick<SyncProblem, 'server' | 'fields'>): SyncProblem => ({ name: 'SyncProblem', kind, message, ...conflict });

export class SyncStopped extends Error {
  constructor(readonly problem: SyncProblem) {
    super(problem.message);
  }
}

/** Any error of a change, as the 待同步 list shows it (a refusal in the server's words; no answer: failed). */
export function plainSyncError(e: unknown): SyncProblem {
  if (e instanceof SyncStopped) return e.problem;
  if (e instanceof ApiCallError) return problem(e.kind === 'body' ? 'refused' : 'failed', e.message);
  if (typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'SyncProblem') return e as SyncProblem; // as kept on the device
  return problem('failed', e instanceof Error ? e.message : String(e));
}

export const isSyncMutation = (m: { options: { mutationKey?: readonly unknown[] } }): boolean => m.options.mutationKey?.[0] === SYNC_KEY[0];

/** Where a queued change stands, from its mutation's state. */
export function syncStateOf(m: { state: { status: string; isPaused: boolean; error: unknown } }): SyncState {
  if (m.state.status === 'error') return plainSyncError(m.state.error).kind;
  return m.state.status === 'pending' && !m.state.isPaused ? 'sending' : 'waiting';
}

const idempotent = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

/** Uploads the change's device files (each resumable by its key) and puts the stored ids in place of the device ids. */
async function withStoredFiles(change: SyncChange, annexIds: unknown): Promise<string | null> {
  const ids = new Map<string, string>();
  for (const [i, f] of change.files.entries()) {
    const stored = await uploadFile(f.blob, f.type, f.name, { silent: true, headers: idempotent(`${change.key}-f${i}`) });
    ids.set(f.localId, String(stored.id));
  }
  if (typeof annexIds !== 'string' || !annexIds) return annexIds === null || annexIds === undefined ? null : String(annexIds);
  return annexIds
    .split(',')
    .map((id) => ids.get(id) ?? id)
    .filter((id) => !id.startsWith(LOCAL_FILE_PREFIX))
    .join(',');
}

/** An edit's record as the server has it now, compared with the one the device read: stops the change when they differ. */
async function checkServerRecord(change: JdRowChange | JdSpotChange, read: () => Promise<readonly { id: number }[]>): Promise<void> {
  if (change.id === null || !change.base) return;
  const now = (await read()).find((r) => r.id === change.id);
  if (!now) throw new SyncStopped(problem('refused', SYNC_TEXT.goneOnServer));
  const fields = changedOnServer(change.base, now as RecordValues, change.body);
  if (fields.length) throw new SyncStopped(problem('conflict', SYNC_TEXT.conflict, { server: now as RecordValues, fields }));
}

async function sendJdRow(change: JdRowChange): Promise<unknown> {
  await checkServerRecord(change, () => fetchJdRows(change.rowKind, change.onSiteId));
  const body = 'annexIds' in change.body ? { ...change.body, annexIds: await withStoredFiles(change, change.body.annexIds) } : change.body;
  return saveJdRow(change.rowKind, change.id, body, idempotent(change.key));
}

async function sendJdSpot(change: JdSpotChange): Promise<unknown> {
  await checkServerRecord(change, () => fetchSpots(change.recordId).then((page) => page.content));
  return change.id === null ? createSpot(change.body, idempotent(change.key)) : updateSpot(change.id, change.body, idempotent(change.key));
}

async function sendJdPhoto(change: JdPhotoChange): Promise<unknown> {
  const annexIds = (await withStoredFiles(change, change.body.annexIds)) ?? '';
  return saveJdPhoto(null, { ...change.body, annexIds }, idempotent(change.key));
}

async function sendEvalPhoto(change: EvalPhotoChange): Promise<unknown> {
  const annexIds = (await withStoredFiles(change, change.body.annexIds)) ?? '';
  return createSiteRecord(change.recordId, { ...change.body, annexIds }, idempotent(change.key));
}

/** No answer, or the same change still being processed by an earlier send: tried again a few times, waiting while offline. */
const worthRetrying = (e: unknown) => e instanceof ApiCallError && (e.kind === 'network' || e.kind === 'timeout' || (e.kind === 'body' && e.code === 409 && e.message === IDEMPOTENCY_TEXT.inProgress));

/**
 * How each kind of change is sent, registered as mutation defaults: a change restored from the
 * device after a reload finds its sender by its key. Idempotent (called by every user of the queue).
 */
export function registerSyncKinds(client: QueryClient): void {
  const common = { scope: SYNC_SCOPE, retry: (failures: number, e: unknown) => worthRetrying(e) && failures < 5 };
  client.setMutationDefaults([...SYNC_KEY, 'jdRow'], {
    ...common,
    mutationFn: (change: JdRowChange) => sendJdRow(change),
    onSuccess: (_r: unknown, change: JdRowChange) => client.invalidateQueries({ queryKey: jdSiteKeys.rows(change.recordId, change.rowKind) }),
  });
  client.setMutationDefaults([...SYNC_KEY, 'jdSpot'], {
    ...common,
    mutationFn: (change: JdSpotChange) => sendJdSpot(change),
    // Everything under the task: the records' test opinions follow the items.
    onSuccess: (_r: unknown, change: JdSpotChange) => client.invalidateQueries({ queryKey: resourceKeys.one(JD_PATHS.task.prefix, change.recordId) }),
  });
  client.setMutationDefaults([...SYNC_KEY, 'evalPhoto'], {
    ...common,
    mutationFn: (change: EvalPhotoChange) => sendEvalPhoto(change),
    onSuccess: (_r: unknown, change: EvalPhotoChange) => client.invalidateQueries({ queryKey: evalSiteKeys.groups(change.recordId) }),
  });
  client.setMutationDefaults([...SYNC_KEY, 'jdPhoto'], {
    ...common,
    mutationFn: (change: JdPhotoChange) => sendJdPhoto(change),
    onSuccess: (_r: unknown, change: JdPhotoChange) => Promise.all([client.invalidateQueries({ queryKey: jdSiteKeys.photos(change.recordId) }), client.invalidateQueries({ queryKey: jdSiteKeys.materials(change.recordId) })]),
  });
}

/** A fresh key for a change: random, so two devices never share one. */
export const newChangeKey = (): string => crypto.randomUUID();

/** What every change carries: a fresh key, its task or application, its name in the 待同步 list, when it was saved and its photos. */
export const changeBase = (recordId: number, label: string, files: readonly LocalFile[] = []): ChangeBase => ({ key: newChangeKey(), recordId, label, savedAt: Date.now(), files });

/**
 * Puts a change in the queue. Online it is sent at once and the promise answers the server's
 * reply (a refusal rejects it, as a form's save does); offline it answers QUEUED as soon as the
 * change is on the device.
 */
export const QUEUED = 'queued';

export function queueChange(client: QueryClient, change: SyncChange): Promise<unknown> {
  registerSyncKinds(client);
  const mutation = client.getMutationCache().build(client, { mutationKey: [...SYNC_KEY, change.kind] });
  const sent = mutation.execute(change);
  if (onlineManager.isOnline()) return sent;
  sent.catch(() => undefined); // shown in the 待同步 list
  return Promise.resolve(QUEUED);
}

type SyncMutation = Mutation<unknown, unknown, SyncChange>;

const findChange = (client: QueryClient, mutationId: number) => client.getMutationCache().find<unknown, unknown, SyncChange>({ predicate: (m) => m.mutationId === mutationId }) as SyncMutation | undefined;

/** 放弃: the change leaves the queue and is never sent. */
export function discardChange(client: QueryClient, mutationId: number): void {
  const m = findChange(client, mutationId);
  if (m) client.getMutationCache().remove(m);
}

/** 重试, or 用我的版本 (`overServer`: sent over the server's record without comparing): the same change, same key, made again. */
export function resendChange(client: QueryClient, mutationId: number, overServer = false): Promise<unknown> {
  const m = findChange(client, mutationId);
  const change = m?.state.variables;
  if (!m || !change) return Promise.resolve(null);
  client.getMutationCache().remove(m);
  return queueChange(client, (change.kind === 'jdRow' || change.kind === 'jdSpot') && overServer ? { ...change, base: null } : change).catch(() => undefined);
}
