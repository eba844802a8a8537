/** The text to show for a failed call: the server's msg (ApiCallError carries it as its message). */
export function errorText(e: unknown, fallback = '操作失败，请稍后重试'): string {
  if (e instanceof Error && e.message) return e.message;
  if (typeof e === 'string' && e) return e;
  return fallback;
}
