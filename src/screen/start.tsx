/** The big screen itself, loaded by main.tsx: settings from the URL, one query cache, the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { chartCounters } from '@/ui/chart/liveCharts';
import { readScreenSettings } from './config';
import { refreshStats } from './refresh';
import { prefetchScreen } from './prefetch';
import { DEFAULT_SCREEN_DOC, LAST_LAYOUT, ScreenApp } from './ScreenApp';

const container = document.getElementById('screen');
if (!container) throw new Error('screen.html 缺少 #screen 容器');

const settings = readScreenSettings(window.location.search);

const client = new QueryClient({
  defaultOptions: {
    // Figures are refreshed by the wall's one timer; a failed read is retried once, a second later.
    queries: { retry: 1, retryDelay: 1000, staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: true },
  },
});

// What this wall will draw first: the layout it drew last time, else the shipped one.
const chunksLoaded = prefetchScreen(client, LAST_LAYOUT ?? DEFAULT_SCREEN_DOC);

// Read by tests/bench/screen-*.mjs: refresh cycles so far, charts and WebGL contexts alive.
Object.defineProperty(window, '__zpScreen', {
  value: Object.freeze({ cycles: () => refreshStats.cycles, charts: () => chartCounters.snapshot(), queries: () => client.getQueryCache().getAll().length }),
});

/** Longest the first render waits for the widgets' chunks (a slow network: draw the frame, the widgets follow). */
const CHUNK_WAIT_MS = 2000;

// The first render waits for the widgets' chunks (a moment: they load while the reads are on their
// way). A widget drawn before its chunk has arrived shows a Suspense fallback, and React then holds
// back revealing the widgets until 300 ms after the last fallback: on a wall whose figures come
// in one by one, every chart would wait for the last of them instead of being drawn as they come.
void Promise.race([chunksLoaded, new Promise((resolve) => setTimeout(resolve, CHUNK_WAIT_MS))]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <ScreenApp settings={settings} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
