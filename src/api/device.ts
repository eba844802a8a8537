/**
 * What this device keeps for the signed-in person, so a visit can be worked with no network
 * (IndexedDB through idb-keyval, which stores values as they are: photos stay Blobs):
 *
 *   the query cache      every answer read (the task, its places, records, the 待办, the layouts),
 *                        restored when the portal opens again, so pages open offline
 *   the 待同步 queue      changes made offline (src/api/syncQueue.ts), TanStack Query mutations
 *                        persisted with their photos and resumed when the network returns
 *   the menu             the sidebar's tree, so the routes exist offline
 *
 * All of it per user, and removed when the person signs out or another signs in (sessionSync),
 * with the service worker's copies of the stored files the person opened (KEPT_FILES_CACHE: the
 * visits' photos, the documents); the service worker keeps no other answer of the API.
 */
import type { DehydratedState, Mutation, Query, QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistedClient, type Persister } from '@tanstack/query-persist-client-core';
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { IDEMPOTENCY_KEEP_DAYS } from '@/domain/idempotency';
import { KEPT_FILES_CACHE } from '@/domain/sync';
import { isSyncMutation, LOCAL_FILE_PREFIX, plainSyncError, registerSyncKinds, type LocalFile } from './syncQueue';

/** The key of the query asking how much the device keeps (not itself kept). */
export const DEVICE_USAGE_KEY = 'device-usage';
/** Changed when what is kept can no longer be read by this code: older copies are dropped, not misread. */
const KEPT_VERSION = 'zp-device-1';
/**
 * What the device keeps is dropped after this long unused (every change of the cache writes it
 * again): longer than a visit worked offline lasts, and as long as the server keeps a change's
 * first answer, so a queue sent late is still sent once.
 */
export const KEPT_MAX_AGE_MS = IDEMPOTENCY_KEEP_DAYS * 24 * 3_600_000;
/** Writes of the cache are gathered: at most one a second. */
const SAVE_EVERY_MS = 1_000;

let deviceStore: UseStore | null = null;
const store = () => (deviceStore ??= createStore('zp-device', 'kept'));
/** The store, for a test that looks at what the device holds. */
export const deviceStoreForTests = (): UseStore => store();
/** idb-keyval's calls, failing as a rejected promise (not a throw) where the browser has no IndexedDB (jsdom, some private windows). */
const kv = {
  get: async <T,>(key: string) => get<T>(key, store()),
  set: async (key: string, value: unknown) => set(key, value, store()),
  del: async (key: string) => del(key, store()),
  keys: async () => keys<string>(store()),
};
const cacheKey = (userId: number) => `cache:${userId}`;
const menuKey = (userId: number) => `menu:${userId}`;

/** The cache as kept: changes that were being sent when the page closed are sent again (their key makes that safe); errors as plain values. */
function keptState(state: DehydratedState): DehydratedState {
  return {
    ...state,
    mutations: state.mutations.map((m) => ({
      ...m,
      state: { ...m.state, isPaused: m.state.status === 'pending' ? true : m.state.isPaused, error: m.state.error === null ? null : plainSyncError(m.state.error) },
    })),
  };
}

/** A persister over IndexedDB: one person's cache and queue. */
function devicePersister(userId: number): Persister & { written: () => Promise<void> } {
  let next: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  const write = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const value = next;
    next = null;
    if (value) writing = writing.then(() => kv.set(cacheKey(userId), { ...value, clientState: keptState(value.clientState) })).catch((e: unknown) => console.warn('device: the cache could not be kept', e));
    return writing;
  };
  // The queue's changes are written at once (a change made offline must survive the page closing
  // right after); answers read are gathered.
  let queueWritten = '';
  const queueOf = (client: PersistedClient) => JSON.stringify(client.clientState.mutations.map((m) => [m.state.submittedAt, m.state.status]));
  return {
    persistClient(client) {
      next = client;
      const queue = queueOf(client);
      if (queue !== queueWritten) {
        queueWritten = queue;
        void write();
      } else timer ??= setTimeout(write, SAVE_EVERY_MS);
    },
    restoreClient: () => kv.get<PersistedClient>(cacheKey(userId)),
    removeClient: () => kv.del(cacheKey(userId)),
    written: () => writing,
  };
}

interface Kept {
  readonly userId: number;
  readonly stop: () => void;
  readonly restored: Promise<void>;
  readonly written: () => Promise<void>;
}
let kept: Kept | null = null;
/** When this page was opened: an answer older than that was restored from the device. */
const pageOpenedAt = typeof performance === 'undefined' ? Date.now() : performance.timeOrigin;

/**
 * Keeps the person's cache and queue on the device from now on, after restoring what an earlier
 * visit kept, and sends what waits. Once per user per page load (restoring twice would queue
 * every change twice).
 */
export function keepOnDevice(client: QueryClient, userId: number): Promise<void> {
  if (kept?.userId === userId) return kept.restored;
  kept?.stop();
  registerSyncKinds(client);
  const persister = devicePersister(userId);
  const options = {
    queryClient: client,
    persister,
    buster: KEPT_VERSION,
    dehydrateOptions: {
      shouldDehydrateQuery: (q: Query) => q.state.status === 'success' && q.queryKey[0] !== DEVICE_USAGE_KEY,
      shouldDehydrateMutation: (m: Mutation) => isSyncMutation(m) && m.state.status !== 'success',
    },
  };
  let unsubscribe: (() => void) | null = null;
  let stopped = false;
  const restored = persistQueryClientRestore({ ...options, maxAge: KEPT_MAX_AGE_MS })
    .catch((e: unknown) => console.warn('device: what was kept could not be read', e))
    .then(() => {
      if (stopped) return;
      // What an earlier visit kept is there to be shown at once and offline, not trusted as fresh:
      // asked again now for the pages on screen (once online), and on mounting for the rest.
      void client.invalidateQueries({ predicate: (q) => q.state.dataUpdatedAt > 0 && q.state.dataUpdatedAt < pageOpenedAt });
      unsubscribe = persistQueryClientSubscribe(options);
      void client.resumePausedMutations();
    });
  kept = {
    userId,
    restored,
    written: persister.written,
    stop: () => {
      stopped = true;
      unsubscribe?.();
    },
  };
  return restored;
}

/** Resolves once what the cache holds now is on the device (a change just queued, with its photos). */
export const whenKept = (): Promise<void> => kept?.written() ?? Promise.resolve();

/** Stops keeping (the session ended): what is kept stays for the same person's next sign-in. */
export function stopKeeping(): void {
  kept?.stop();
  kept = null;
}

/** The service worker's copies of the stored files a person opened (not knowing whose they are, all of them). */
const forgetFiles = () => (typeof caches === 'undefined' ? Promise.resolve(false) : caches.delete(KEPT_FILES_CACHE).catch(() => false));
/** Whose files the service worker's cache holds. */
const FILES_OWNER_KEY = 'files-owner';

/** Signing out: nothing of the person's stays on the device. */
export async function forgetDevice(userId: number): Promise<void> {
  if (kept?.userId === userId) stopKeeping();
  await forgetFiles();
  const all = await kv.keys().catch(() => [] as string[]);
  await Promise.all(all.filter((k) => k.endsWith(`:${userId}`)).map((k) => kv.del(k))).catch(() => undefined);
}

/** Removes what any earlier person left (a device shared, a session ended without signing out). */
export async function forgetOthers(userId: number): Promise<void> {
  const all = await kv.keys().catch(() => [] as string[]);
  await Promise.all(all.filter((k) => !k.endsWith(`:${userId}`) && k !== FILES_OWNER_KEY).map((k) => kv.del(k))).catch(() => undefined);
  if ((await kv.get<number>(FILES_OWNER_KEY).catch(() => undefined)) !== userId) {
    await forgetFiles();
    await kv.set(FILES_OWNER_KEY, userId).catch(() => undefined);
  }
}

/**
 * A photo picked with no network, kept until its change is queued (a form's draft names it by its
 * device id; the queue then holds the photo itself).
 */
const fileKey = (userId: number, localId: string) => `file:${localId}:${userId}`;
export const keepLocalFile = (userId: number, file: LocalFile): Promise<void> => kv.set(fileKey(userId, file.localId), file);
export const localFile = (userId: number, localId: string): Promise<LocalFile | undefined> => kv.get<LocalFile>(fileKey(userId, localId)).catch(() => undefined);
export const dropLocalFile = (userId: number, localId: string): Promise<void> => kv.del(fileKey(userId, localId)).catch(() => undefined);

/** The device files a form's value names (`local-…` ids among its comma-joined file ids). */
export async function localFilesOf(userId: number, annexIds: unknown): Promise<LocalFile[]> {
  const ids = typeof annexIds === 'string' ? annexIds.split(',').filter((id) => id.startsWith(LOCAL_FILE_PREFIX)) : [];
  const found = await Promise.all(ids.map((id) => localFile(userId, id)));
  return found.filter((f): f is LocalFile => f !== undefined);
}

export const keepMenu = (userId: number, tree: unknown): Promise<void> => kv.set(menuKey(userId), tree).catch(() => undefined);
export const keptMenu = <T>(userId: number): Promise<T | undefined> => kv.get<T>(menuKey(userId)).catch(() => undefined);

/** How much this device holds for the portal (the browser's estimate) and when the cache was last written. */
export async function deviceUsage(userId: number): Promise<{ bytes: number | null; savedAt: number | null }> {
  const [estimate, cache] = await Promise.all([navigator.storage?.estimate?.().catch(() => null) ?? null, kv.get<PersistedClient>(cacheKey(userId)).catch(() => undefined)]);
  return { bytes: estimate?.usage ?? null, savedAt: cache?.timestamp ?? null };
}

