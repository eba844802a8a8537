/**
 * Entry of the standalone big screen (screen.html). It first sends the reads this wall made last
 * time (early.ts: a few small modules), then loads the screen itself (start.tsx: React, the layout
 * schemas, the widget registry), so the server is answering while that code loads and runs. Were
 * they static imports, the browser would evaluate all of them before the first read went out.
 */
import './early';

import('./start').catch((e: unknown) => {
  console.error('大屏加载失败', e);
  const container = document.getElementById('screen');
  if (container) container.textContent = '大屏加载失败，请刷新页面。';
});
