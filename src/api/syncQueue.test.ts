/**
 * The 待同步 queue: a change made offline is kept, sent once with its key when the network
 * returns (its photos uploaded first, each with a key of its own), survives a reload of the page,
 * and stops — never overwriting, never dropped — when the record changed on the server or the
 * server refuses it.
 */
import 'fake-indexeddb/auto';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@/domain/idempotency';
import { SYNC_KEY, SYNC_TEXT } from '@/domain/sync';
import type { JdPhotoChange, JdRowChange } from './syncQueue';

const server = vi.hoisted(() => ({
  rows: [] as Record<string, unknown>[],
  saveJdRow: vi.fn(),
  saveJdPhoto: vi.fn(),
  uploadFile: vi.fn(),
}));
vi.mock('./jdSite', async (original) => ({
  ...(await original<typeof import('./jdSite')>()),
  fetchJdRows: vi.fn(async () => server.rows),
  saveJdRow: server.saveJdRow,
  saveJdPhoto: server.saveJdPhoto,
}));
vi.mock('./lookups', async (original) => ({ ...(await original<typeof import('./lookups')>()), uploadFile: server.uploadFile }));

const { ApiCallError } = await import('./http');
const { createQueryClient } = await import('./queryClient');
const { discardChange, plainSyncError, queueChange, QUEUED, resendChange, syncStateOf } = await import('./syncQueue');
const device = await import('./device');

const USER = 7;
const observed = (patch: Partial<JdRowChange> = {}): JdRowChange => ({
  kind: 'jdRow',
  key: 'change-key-0001',
  recordId: 3,
  label: '现场观察记录：4.2 投入品管理',
  savedAt: Date.now(),
  files: [],
  rowKind: 'observed',
  onSiteId: 11,
  id: null,
  body: { onSiteId: 11, clause: '4.2 投入品管理', content: '农药仓库上锁' },
  base: null,
  ...patch,
});
const changes = (client: QueryClient) => client.getMutationCache().findAll({ mutationKey: SYNC_KEY });

let clients: QueryClient[] = [];
const newClient = () => {
  const c = createQueryClient();
  c.mount();
  clients.push(c);
  return c;
};

beforeEach(() => {
  server.rows = [];
  server.saveJdRow.mockReset().mockImplementation(async (_kind: string, id: number | null, body: Record<string, unknown>) => ({ id: id ?? 501, ...body }));
  server.saveJdPhoto.mockReset().mockImplementation(async (_id: null, body: Record<string, unknown>) => ({ id: 601, ...body }));
  server.uploadFile.mockReset().mockImplementation(async (_blob: Blob, _type: string, name: string) => ({ id: 900 + server.uploadFile.mock.calls.length, name, url: `/api/file/${name}` }));
});
afterEach(async () => {
  onlineManager.setOnline(true);
  device.stopKeeping();
  for (const c of clients) c.unmount();
  clients = [];
  await device.forgetDevice(USER);
});

describe('the 待同步 queue', () => {
  it('keeps a change made offline and sends it once, with its key, when the network returns', async () => {
    const client = newClient();
    onlineManager.setOnline(false);
    await expect(queueChange(client, observed())).resolves.toBe(QUEUED);
    const [waiting] = changes(client);
    expect(syncStateOf(waiting)).toBe('waiting');
    expect(server.saveJdRow).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(changes(client)[0].state.status).toBe('success'));
    expect(server.saveJdRow).toHaveBeenCalledTimes(1);
    expect(server.saveJdRow).toHaveBeenCalledWith('observed', null, observed().body, { [IDEMPOTENCY_HEADER]: 'change-key-0001' });
  });

  it('uploads the photos taken offline first, each with a key of its own, and names the stored files', async () => {
    const client = newClient();
    const photo = (n: number) => ({ localId: `local-${n}`, name: `现场${n}.jpg`, type: 'img' as const, blob: new Blob([`jpeg ${n}`], { type: 'image/jpeg' }) });
    const change: JdPhotoChange = { kind: 'jdPhoto', key: 'photo-key-0001', recordId: 3, label: '现场照片：客家米业', savedAt: Date.now(), files: [photo(1), photo(2)], body: { onSitePlanId: 21, pictureType: '2', annexIds: '77,local-1,local-2', description: '车间' } };
    await queueChange(client, change);
    expect(server.uploadFile.mock.calls.map((c) => [c[2], c[3]])).toEqual([
      ['现场1.jpg', { silent: true, headers: { [IDEMPOTENCY_HEADER]: 'photo-key-0001-f0' } }],
      ['现场2.jpg', { silent: true, headers: { [IDEMPOTENCY_HEADER]: 'photo-key-0001-f1' } }],
    ]);
    expect(server.saveJdPhoto).toHaveBeenCalledWith(null, { ...change.body, annexIds: '77,901,902' }, { [IDEMPOTENCY_HEADER]: 'photo-key-0001' });
  });

  it('survives a reload: the change kept on the device is restored and sent by the next page', async () => {
    const first = newClient();
    await device.keepOnDevice(first, USER);
    onlineManager.setOnline(false);
    await queueChange(first, observed({ files: [{ localId: 'local-9', name: '证据.jpg', type: 'img', blob: new Blob(['jpeg'], { type: 'image/jpeg' }) }], body: { onSiteId: 11, clause: '4.2', content: '见照片', annexIds: 'local-9' } }));
    // The device has written it before the page goes.
    await vi.waitFor(async () => expect((await import('idb-keyval')).keys(device.deviceStoreForTests())).resolves.toContain(`cache:${USER}`));
    // The page closes.
    device.stopKeeping();
    first.unmount();
    first.getMutationCache().clear();

    const next = newClient();
    await device.keepOnDevice(next, USER);
    const [restored] = changes(next);
    expect(restored.state.variables).toMatchObject({ key: 'change-key-0001', label: '现场观察记录：4.2 投入品管理' });
    expect(server.saveJdRow).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(server.saveJdRow).toHaveBeenCalledTimes(1));
    expect(server.uploadFile).toHaveBeenCalledTimes(1);
    // (The photo's bytes across a reload: jsdom's Blob does not survive Node's structured clone; the browser test shows them.)
    expect(server.uploadFile.mock.calls[0][2]).toBe('证据.jpg');
    expect(server.saveJdRow.mock.calls[0][2]).toMatchObject({ annexIds: '901' });
  });

  it('shows what an earlier visit kept at once, but as stale: asked again once on screen and online', async () => {
    const first = newClient();
    await device.keepOnDevice(first, USER);
    first.setQueryData(['task', 3], { code: 'JD20260020' }, { updatedAt: Date.now() - 86_400_000 });
    first.setQueryData(['task', 4], { code: 'JD20260021' });
    await vi.waitFor(async () => expect(((await (await import('idb-keyval')).get(`cache:${USER}`, device.deviceStoreForTests())) as { clientState: { queries: unknown[] } } | undefined)?.clientState.queries).toHaveLength(2), { timeout: 5_000 });
    device.stopKeeping();

    const next = newClient();
    await device.keepOnDevice(next, USER);
    const kept = next.getQueryCache().find({ queryKey: ['task', 3] });
    expect(kept?.state.data).toEqual({ code: 'JD20260020' });
    expect(kept?.isStale()).toBe(true);
    // An answer of this very page (kept before a session ended, restored at the next sign-in) is as fresh as it was.
    expect(next.getQueryCache().find({ queryKey: ['task', 4] })?.state.isInvalidated).toBe(false);
  });

  it('stops an edit of a record changed on the server as a conflict with both versions, and sends mine only when chosen', async () => {
    const client = newClient();
    server.rows = [{ id: 40, clause: '4.2', content: '仓库未上锁（组长已改）' }];
    const edit = observed({ id: 40, body: { clause: '4.2', content: '仓库已上锁' }, base: { id: 40, clause: '4.2', content: '仓库未上锁' } });
    await expect(queueChange(client, edit)).rejects.toThrow(SYNC_TEXT.conflict);
    const [stopped] = changes(client);
    expect(syncStateOf(stopped)).toBe('conflict');
    expect(plainSyncError(stopped.state.error)).toMatchObject({ kind: 'conflict', fields: ['content'], server: { content: '仓库未上锁（组长已改）' } });
    expect(server.saveJdRow).not.toHaveBeenCalled();

    await resendChange(client, stopped.mutationId, true);
    expect(server.saveJdRow).toHaveBeenCalledWith('observed', 40, { clause: '4.2', content: '仓库已上锁' }, { [IDEMPOTENCY_HEADER]: 'change-key-0001' });
  });

  it('sends an edit whose record the server has as the device read it', async () => {
    const client = newClient();
    server.rows = [{ id: 40, clause: '4.2', content: '仓库未上锁' }];
    await queueChange(client, observed({ id: 40, body: { clause: '4.2', content: '仓库已上锁' }, base: { id: 40, clause: '4.2', content: '仓库未上锁' } }));
    expect(server.saveJdRow).toHaveBeenCalledTimes(1);
  });

  it('keeps a refused change with the server’s words until the person retries or gives it up', async () => {
    const client = newClient();
    server.saveJdRow.mockRejectedValueOnce(new ApiCallError(400, '监督任务已终止，不能再修改现场记录', 'body'));
    await expect(queueChange(client, observed())).rejects.toThrow('监督任务已终止');
    const [refused] = changes(client);
    expect(syncStateOf(refused)).toBe('refused');

    await resendChange(client, refused.mutationId);
    expect(server.saveJdRow).toHaveBeenCalledTimes(2);
    expect(server.saveJdRow.mock.calls[1][3]).toEqual({ [IDEMPOTENCY_HEADER]: 'change-key-0001' });

    expect(changes(client).map((m) => m.state.status)).toEqual(['success']);

    server.saveJdRow.mockRejectedValueOnce(new ApiCallError(400, '监督任务已终止，不能再修改现场记录', 'body'));
    const discarding = newClient();
    await queueChange(discarding, observed()).catch(() => undefined);
    discardChange(discarding, changes(discarding)[0].mutationId);
    expect(changes(discarding)).toHaveLength(0);
  });
});
