/** Where a sign-in may send the user back to: a check of its own, loaded with the sign-in page and the guard. */
/**
 * Only a path inside the portal may be a redirect target: an absolute or protocol-relative
 * address (`//evil.example`, `https://…`, `/\\evil`) falls back to the home page.
 */
const hasControlChar = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20);

export function safeRedirect(raw: string | null | undefined, fallback = '/index'): string {
  if (!raw) return fallback;
  let target = raw;
  try {
    target = decodeURIComponent(raw);
  } catch {
    return fallback;
  }
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\') || /^\/[^/]*:/.test(target) || hasControlChar(target)) return fallback;
  if (target.startsWith('/login') || target.startsWith('/pre')) return fallback;
  return target;
}
