/**
 * How the http client and the guard reach the user without importing the shell. Two parts bind
 * themselves once mounted: the router (navigate, current location) for every page, and antd's
 * App.useApp() message and modal inside the portal's frame (the sign-in page has no antd).
 *
 * A message with no frame to show it yet (the guard's, before the portal has loaded) or meant for
 * the sign-in page (why the session ended) waits as a note: the sign-in page shows the notes, and
 * the portal's frame shows those left when it binds. Until bound (and in tests) navigation goes
 * through the window.
 */
export interface Feedback {
  error(text: string): void;
  success(text: string): void;
  /** A confirm dialog; resolves true when the user confirms. */
  confirm(opts: { title: string; content: string; okText: string; cancelText: string }): Promise<boolean>;
  /** Client-side navigation (replace history entry). */
  navigate(to: string): void;
  /** The current path plus query. */
  location(): string;
}

/** A message waiting for a page that can show it: a failure, or news such as a changed password. */
export interface Note {
  readonly text: string;
  readonly tone: 'error' | 'success';
}

let notes: readonly Note[] = [];
const listeners = new Set<() => void>();
const setNotes = (next: readonly Note[]) => {
  notes = next;
  for (const l of listeners) l();
};

/** Keeps a message for the next page that can show it (the sign-in page, or the portal's frame). */
export const noteForLater = (text: string, tone: Note['tone'] = 'error'): void => setNotes([...notes, { text, tone }]);
/** The messages waiting; for useSyncExternalStore. */
export const pendingNotes = (): readonly Note[] => notes;
export const subscribeNotes = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** The waiting messages, now shown by the caller. */
export function takeNotes(): readonly Note[] {
  const taken = notes;
  if (taken.length) setNotes([]);
  return taken;
}

const fallback: Feedback = {
  error: (text) => noteForLater(text),
  success: () => {},
  confirm: async () => false,
  navigate: (to) => {
    if (typeof window !== 'undefined') window.location.assign(to);
  },
  location: () => (typeof window !== 'undefined' ? window.location.pathname + window.location.search : '/'),
};

// The bound parts, in the order they were bound: the later wins.
const parts: Partial<Feedback>[] = [];
let current: Feedback = fallback;

/** Binds part of the feedback (until the returned function unbinds it). A bound error shows the notes waiting. */
export function bindFeedback(part: Partial<Feedback>): () => void {
  parts.push(part);
  current = Object.assign({}, fallback, ...parts) as Feedback;
  if (part.error) for (const note of takeNotes()) (note.tone === 'success' ? current.success : current.error)(note.text);
  return () => {
    parts.splice(parts.indexOf(part), 1);
    current = Object.assign({}, fallback, ...parts) as Feedback;
  };
}

export const feedback = (): Feedback => current;
