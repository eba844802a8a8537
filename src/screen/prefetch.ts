/**
 * Starts everything the wall's first picture needs at once, instead of one step after another
 * (access → chunk → data → map): who is looking, every read the layout's widgets make (the same
 * query keys their useData uses, so they find the figures in the cache), every widget's chunk and
 * the map data. The reads go first: the browser opens six connections to a server and queues the
 * rest in order, and the figures are small while the chunks are many.
 */
import type { QueryClient } from '@tanstack/react-query';
import { dropEarlyReads, screenAccessQuery, screenQuery, type ScreenParams, type ScreenRead } from '@/api/screenData';
import type { LayoutDoc } from '@/domain/layout';
import { SCREEN_API, type ScreenReadKey } from '@/domain/screen';
import { loadChinaMap, loadGuangdongMap, loadShenzhenMap } from '../../maps';
import { widgetRegistry } from '../../widgets/registry';
import { writeLastReads } from './lastReads';

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isReadKey = (x: unknown): x is ScreenReadKey => typeof x === 'string' && Object.prototype.hasOwnProperty.call(SCREEN_API, x) && !x.startsWith('link');
const isParams = (x: unknown): x is ScreenParams => isRecord(x) && Object.values(x).every((v) => typeof v === 'string' || typeof v === 'number');

const MAP_LOADERS: Record<string, () => Promise<unknown>> = { china: loadChinaMap, guangdong: loadGuangdongMap, shenzhen: loadShenzhenMap };

/** Starts everything; resolves when the widgets' chunks and the maps have arrived (or failed). */
export function prefetchScreen(client: QueryClient, doc: LayoutDoc): Promise<unknown> {
  const chunks: (() => Promise<unknown>)[] = [];
  const maps = new Set<string>();
  const reads: ScreenRead[] = [
    ['access', {}],
    ['layout', {}],
  ];
  void client.prefetchQuery(screenAccessQuery());
  void client.prefetchQuery(screenQuery('layout'));
  for (const instance of Object.values(doc.widgets)) {
    const manifest = widgetRegistry.get(instance.type);
    if (!manifest) continue;
    chunks.push(() => widgetRegistry.preload(instance.type));
    const resolved = manifest.resolve(instance);
    if (!resolved.ok) continue;
    const config: unknown = resolved.config;
    if (!isRecord(config) || !isReadKey(config.endpoint)) continue;
    const params = isParams(config.params) ? config.params : {};
    reads.push([config.endpoint, params]);
    void client.prefetchQuery(screenQuery(config.endpoint, params));
    if (Array.isArray(config.panels)) for (const p of config.panels) if (isRecord(p) && typeof p.map === 'string') maps.add(p.map);
  }
  // What the next load of this wall sends before its code has run (early.ts).
  writeLastReads(reads);
  // After the reads have been sent (the client sends from a microtask); a failed chunk shows in its slot.
  return new Promise((resolve) => {
    setTimeout(() => {
      // Reads sent early that this layout does not make (it changed since) are not waited for.
      dropEarlyReads();
      resolve(Promise.allSettled([...chunks.map((load) => load()), ...[...maps].map((m) => MAP_LOADERS[m]?.())]));
    }, 0);
  });
}
