/**
 * Every widget type of the portal (ARCHITECTURE.md §3). Manifests are imported here eagerly (a few
 * hundred bytes each: metadata and a props schema); each widget's component loads lazily, one
 * chunk per type, the first time a layout shows it. The shell reaches widgets only through this
 * file. To add a widget: create its folder (see src/ui/widget.ts for the files) and list its
 * manifest below.
 */
import { createWidgetRegistry } from '@/ui/widgetRegistry';
import resourceList from './resource-list';
import todo from './todo';
import welcome from './welcome';

export const widgetRegistry = createWidgetRegistry([welcome, todo, resourceList]);

export const getWidget = (type: string) => widgetRegistry.get(type);
/** The widgets a user with these permissions may add to a layout (the edit-mode catalogue). */
export const listWidgets = (perms: string | readonly string[]) => widgetRegistry.list(perms);
