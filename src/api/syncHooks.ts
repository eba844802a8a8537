/**
 * The 待同步 queue (./syncQueue.ts) as an on-site page uses it: a save that goes through the queue,
 * and the changes of one task or application still waiting in it, to show beside the server's.
 */
import { useMutation, useMutationState, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { SYNC_KEY, type SyncState } from '@/domain/sync';
import { useSession } from '@/stores/session';
import { dropLocalFile, whenKept } from './device';
import { QUEUED, queueChange, syncStateOf, type SyncChange } from './syncQueue';

/**
 * A save through the queue: online the change is sent at once (a refusal rejects, as a form's
 * save does); offline it resolves once the change is on the device. Either way the photos picked
 * for it leave the device's store then: the change holds its own copies.
 */
export function useQueuedSave<I>(toChange: (input: I) => SyncChange | Promise<SyncChange>): UseMutationResult<unknown, Error, I> {
  const client = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? 0);
  return useMutation({
    networkMode: 'always',
    mutationFn: async (input: I) => {
      const change = await toChange(input);
      const reply = await queueChange(client, change);
      if (reply === QUEUED) await whenKept();
      await Promise.all(change.files.map((f) => dropLocalFile(userId, f.localId)));
      return reply;
    },
  });
}

/** The changes of a task or an application not yet on the server, with where each stands. */
export function useQueuedChanges(recordId: number | null): readonly { change: SyncChange; state: SyncState }[] {
  return useMutationState({
    filters: { mutationKey: SYNC_KEY, predicate: (m) => m.state.status !== 'success' && (m.state.variables as SyncChange | undefined)?.recordId === recordId },
    select: (m) => ({ change: m.state.variables as SyncChange, state: syncStateOf(m) }),
  });
}
