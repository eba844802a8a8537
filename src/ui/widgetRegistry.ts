/**
 * The machinery of widgets/registry.ts, separate so tests and stories can build a registry of
 * their own widgets: manifests are held eagerly (they are tiny); each widget type's component is
 * a React.lazy over its manifest's `load`, made once, so its code is one chunk fetched the first
 * time a layout shows that type. A page that knows what it will show (the wall) preloads the
 * chunks; a type whose code has arrived before it is first drawn is drawn without suspending.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { hasPerm } from '@/domain/roles';
import { WIDGET_CATEGORIES, type ResolvedConfig, type WidgetManifest, type WidgetProps } from './widget';

export type WidgetView = LazyExoticComponent<ComponentType<WidgetProps<ResolvedConfig>>>;
type WidgetModule = Awaited<ReturnType<WidgetManifest['load']>>;

/**
 * A thenable that calls back at once with a module that has already arrived. React.lazy reads the
 * module when `then` has called back synchronously, so the component renders without suspending
 * (a real Promise calls back only on a later microtask).
 */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then<A = T, B = never>(onFulfilled?: ((v: T) => A | PromiseLike<A>) | null): PromiseLike<A | B> {
      return settled((onFulfilled ? onFulfilled(value) : value) as A);
    },
  };
}

export interface WidgetRegistry {
  get(type: string): WidgetManifest | undefined;
  /**
   * The lazily loaded component of a type. React.lazy remembers a failed import for good, so
   * after a failure the host asks again with a higher `attempt` and gets a fresh lazy component.
   */
  view(type: string, attempt?: number): WidgetView | undefined;
  /**
   * Fetches a type's code now. A view first drawn after it has arrived renders at once instead of
   * suspending: no fallback shown and no reveal waiting for React's batching of Suspense
   * boundaries (React holds back revealed content for up to 300 ms after a fallback was shown).
   */
  preload(type: string): Promise<unknown>;
  /** The widgets a user with these permissions may add (the edit-mode catalogue), by category then title. */
  list(perms: string | readonly string[]): WidgetManifest[];
}

export function createWidgetRegistry(manifests: readonly WidgetManifest[]): WidgetRegistry {
  const byType = new Map<string, WidgetManifest>();
  for (const m of manifests) {
    if (byType.has(m.type)) throw new Error(`widget type ${m.type} is registered twice`);
    byType.set(m.type, m);
  }
  const views = new Map<string, { attempt: number; view: WidgetView }>();
  /** The modules that have arrived, by type. */
  const loaded = new Map<string, WidgetModule>();
  const load = (manifest: WidgetManifest) =>
    manifest.load().then((module) => {
      loaded.set(manifest.type, module);
      return module;
    });
  const categoryOrder = Object.keys(WIDGET_CATEGORIES);

  return {
    get: (type) => byType.get(type),
    view(type, attempt = 0) {
      const manifest = byType.get(type);
      if (!manifest) return undefined;
      const cached = views.get(type);
      if (cached && cached.attempt >= attempt) return cached.view;
      const view = lazy(() => {
        const module = loaded.get(type);
        return module ? (settled(module) as Promise<WidgetModule>) : load(manifest);
      });
      views.set(type, { attempt, view });
      return view;
    },
    preload(type) {
      const manifest = byType.get(type);
      return manifest ? load(manifest) : Promise.resolve(undefined);
    },
    list(perms) {
      return [...byType.values()]
        .filter((m) => !m.permission || hasPerm(perms, m.permission))
        .sort((a, b) => categoryOrder.indexOf(a.category) - categoryOrder.indexOf(b.category) || a.title.localeCompare(b.title, 'zh-CN'));
    },
  };
}
