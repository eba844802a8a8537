/**
 * How the http client reaches the user without importing the shell: the shell binds antd's
 * App.useApp() message and modal, and the router's navigate, once it has mounted. Until then
 * (and in tests) feedback goes to the console.
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

const fallback: Feedback = {
  error: (t) => console.warn('[feedback]', t),
  success: () => {},
  confirm: async () => false,
  navigate: (to) => {
    if (typeof window !== 'undefined') window.location.assign(to);
  },
  location: () => (typeof window !== 'undefined' ? window.location.pathname + window.location.search : '/'),
};

let current: Feedback = fallback;

export function bindFeedback(f: Partial<Feedback>): () => void {
  current = { ...fallback, ...f };
  return () => {
    current = fallback;
  };
}

export const feedback = (): Feedback => current;
