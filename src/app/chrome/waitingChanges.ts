/** How many changes made on this device wait for the server (the 待同步 queue, src/api/syncQueue.ts): the header's button and the sign-out's warning. */
import { useMutationState } from '@tanstack/react-query';
import { SYNC_KEY } from '@/domain/sync';

export const useWaitingChanges = (): number => useMutationState({ filters: { mutationKey: SYNC_KEY, predicate: (m) => m.state.status !== 'success' }, select: (m) => m.mutationId }).length;
