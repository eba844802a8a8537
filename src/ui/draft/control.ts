/**
 * A write that may wait for the network: a MutationControl that also says whether it is queued
 * (TanStack Query pauses a mutation while the device is offline and sends it when the network
 * returns; src/api/offline.ts). Structural, like src/ui/widget.ts, so src/ui stays free of the
 * query library.
 */
import type { MutationControl, MutationLike } from '../widget';
import { fromMutation } from '../widget';

export interface DraftControl<I> extends MutationControl<I> {
  /** Waiting offline: it will be sent when the network returns. */
  readonly queued: boolean;
}

/** TanStack mutation result -> DraftControl. */
export function fromDraftMutation<I>(m: MutationLike<I> & { readonly isPaused: boolean }): DraftControl<I> {
  return { ...fromMutation(m), queued: m.isPaused };
}

/** A control that never runs (a view given no write, a story that only reads). */
export const IDLE_DRAFT_CONTROL: DraftControl<never> = { run: () => Promise.reject(new Error('no write')), pending: false, error: null, reset: () => undefined, queued: false };
