/** Back to the top after paging (§9: 800 ms): the nearest scrolling ancestor of `el` (or the page) glides to its top. */
export function scrollToTop(el: HTMLElement | null, durationMs: number): void {
  if (typeof window === 'undefined') return;
  let box: HTMLElement | null = el?.parentElement ?? null;
  while (box && !(box.scrollHeight > box.clientHeight && /(auto|scroll)/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
  const target = box ?? document.scrollingElement ?? document.documentElement;
  const from = target.scrollTop;
  if (from <= 0) return;
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / durationMs);
    const eased = 1 - (1 - t) ** 3;
    target.scrollTop = from * (1 - eased);
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
