/**
 * The machinery of widgets/registry.ts, separate so tests and stories can build a registry of
 * their own widgets: manifests are held eagerly (they are tiny); each widget type's component is
 * a React.lazy over its manifest's `load`, made once, so its code is one chunk fetched the first
 * time a layout shows that type.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { hasPerm } from '@/domain/roles';
import { WIDGET_CATEGORIES, type ResolvedConfig, type WidgetManifest, type WidgetProps } from './widget';

export type WidgetView = LazyExoticComponent<ComponentType<WidgetProps<ResolvedConfig>>>;

export interface WidgetRegistry {
  get(type: string): WidgetManifest | undefined;
  /**
   * The lazily loaded component of a type. React.lazy remembers a failed import for good, so
   * after a failure the host asks again with a higher `attempt` and gets a fresh lazy component.
   */
  view(type: string, attempt?: number): WidgetView | undefined;
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
  const categoryOrder = Object.keys(WIDGET_CATEGORIES);

  return {
    get: (type) => byType.get(type),
    view(type, attempt = 0) {
      const manifest = byType.get(type);
      if (!manifest) return undefined;
      const cached = views.get(type);
      if (cached && cached.attempt >= attempt) return cached.view;
      const view = lazy(manifest.load);
      views.set(type, { attempt, view });
      return view;
    },
    list(perms) {
      return [...byType.values()]
        .filter((m) => !m.permission || hasPerm(perms, m.permission))
        .sort((a, b) => categoryOrder.indexOf(a.category) - categoryOrder.indexOf(b.category) || a.title.localeCompare(b.title, 'zh-CN'));
    },
  };
}
