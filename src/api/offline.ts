/**
 * Writes made on a phone whose network comes and goes (TanStack Query's online handling, not a
 * queue of our own): `onlineManager` follows the browser's online and offline events; a mutation
 * made while offline is paused (networkMode 'online') and sent when the network returns (the
 * QueryClient resumes paused mutations on reconnect); a request that got no answer at all is
 * tried again a few times, pausing meanwhile if the device went offline. The form's draft
 * (src/ui/draft) keeps what was typed until the server has it, also across a reload.
 */
import { onlineManager, useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiCallError } from './http';

const subscribe = (onChange: () => void) => onlineManager.subscribe(() => onChange());
const isOnline = () => onlineManager.isOnline();

/** Whether the device is online, as TanStack Query sees it (re-renders when it changes). */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);

/** A request that reached no server (not a timeout, which may have been processed; not a refusal). */
export const isNoResponse = (e: unknown): boolean => e instanceof ApiCallError && e.kind === 'network';

/** Tries again after no answer: the third failure is shown. */
export const OFFLINE_RETRIES = 2;

/**
 * useMutation for a form on site: paused while offline (`isPaused`), resumed when the network
 * returns, tried again after a request that got no answer. A widget hands it to its view with
 * src/ui/draft/control.ts `fromDraftMutation`.
 */
export function useOfflineMutation<TData, TVariables>(options: Omit<UseMutationOptions<TData, Error, TVariables>, 'networkMode' | 'retry'>): UseMutationResult<TData, Error, TVariables> {
  return useMutation<TData, Error, TVariables>({
    ...options,
    networkMode: 'online',
    retry: (failures, error) => isNoResponse(error) && failures < OFFLINE_RETRIES,
  });
}
