/**
 * A layout with its edit mode. View mode shows the grid and 编辑布局; edit mode keeps a
 * history of whole documents (undo, redo), applies drags, resizes, removals, additions from the
 * catalogue (placed in the first free space) and settings, and ends only by an explicit 保存
 * (the user's own, or a role's or everyone's default for a layout administrator), 放弃 or 恢复默认.
 * The grid component stays mounted across the switch, so the layout's variables carry on.
 * Below 992 px the grid stacks and editing is off (the stacked form is never saved).
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { feedback } from '@/api/feedback';
import { clearEditRequest, hasEditRequest } from '@/api/layoutAdmin';
import { addWidget, migrateLayout, placeItems, pushHistory, redoHistory, removeWidget, startHistory, undoHistory, type LayoutDoc, type LayoutHistory, type WidgetInstance } from '@/domain/layout';
import { PERMS } from '@/domain/permissions';
import { selectPerms, useSession } from '@/stores/session';
import { usePerm } from '@/ui/perm/Perm';
import type { WidgetManifest } from '@/ui/widget';
import type { WidgetRegistry } from '@/ui/widgetRegistry';
import type { GridItem } from '../gridLayout';
import { loadArranging, useArranging } from '../arranging';
import { LayoutGrid, type GridEditActions } from '../LayoutGrid';
import { useNarrowViewport } from '../useNarrowViewport';
import { EditToolbar } from './EditToolbar';
import type { SaveTarget } from '@/api/layout';

// The catalogue, 保存为… and a widget's settings appear only in edit mode, so they (and the antd
// form controls they use: Form, Select, InputNumber, Radio, Switch, Drawer) load when first shown,
// not with every page (bundle budget, ARCHITECTURE.md §8).
const WidgetCatalogue = lazy(() => import('./WidgetCatalogue').then((m) => ({ default: m.WidgetCatalogue })));
const SaveAsDialog = lazy(() => import('./SaveAsDialog').then((m) => ({ default: m.SaveAsDialog })));
const WidgetSettings = lazy(() => import('./WidgetSettings').then((m) => ({ default: m.WidgetSettings })));

export const ARRANGE_FAILED = '布局编辑组件加载失败，请稍后重试';

/** What the host does with an edited layout; each rejects (after telling the user) when the call fails. */
export interface LayoutEditActions {
  save: (doc: LayoutDoc, target: SaveTarget) => Promise<void>;
  /** Forgets the user's own layout and shows the effective one again. */
  restore: () => Promise<void>;
  /** A save or a restore is under way (the host's mutations): the toolbar and 保存为… wait. */
  busy: boolean;
}

export interface LayoutEditorProps {
  doc: LayoutDoc;
  registry: WidgetRegistry;
  /** Forces the stacked or the full grid (stories); by default the viewport decides. */
  stacked?: boolean;
  /** Without actions the layout is shown read-only. */
  actions?: LayoutEditActions;
  /** The route's query (`?id=12`): sets the layout variables it names when the grid mounts. */
  routeQuery?: string;
}

export function LayoutEditor({ doc, registry, stacked, actions, routeQuery }: LayoutEditorProps) {
  const viewportNarrow = useNarrowViewport();
  const narrow = stacked ?? viewportNarrow;
  const can = usePerm();
  const perms = useSession(selectPerms);
  // 编辑布局 from the layout list (布局管理) asks for edit mode once, when this layout next mounts.
  const [history, setHistory] = useState<LayoutHistory | null>(() => (actions && !narrow && hasEditRequest(doc.id) ? startHistory(doc) : null));
  useEffect(() => clearEditRequest(doc.id), [doc.id]);
  const busy = actions?.busy ?? false;
  const [panel, setPanel] = useState<{ kind: 'catalogue' } | { kind: 'saveAs' } | { kind: 'settings'; key: string } | null>(null);
  const editing = history !== null;
  const shown = history?.present ?? doc;

  const edit = useCallback((change: (d: LayoutDoc) => LayoutDoc) => setHistory((h) => (h ? pushHistory(h, change(h.present)) : h)), []);
  const gridEdit = useMemo<GridEditActions>(
    () => ({
      onPlace: (items: readonly GridItem[]) => edit((d) => placeItems(d, items)),
      onRemove: (key: string) => edit((d) => removeWidget(d, key)),
      onSettings: (key: string) => setPanel({ kind: 'settings', key }),
    }),
    [edit],
  );

  // Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z or Ctrl+Y redoes, except while typing in a field (its own undo).
  useEffect(() => {
    if (!editing) return;
    const onKey = (e: KeyboardEvent) => {
      const t = e.target;
      if (!(e.ctrlKey || e.metaKey) || (t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)))) return;
      const key = e.key.toLowerCase();
      const redo = key === 'y' || (key === 'z' && e.shiftKey);
      if (key !== 'z' && !redo) return;
      e.preventDefault();
      setHistory((h) => h && (redo ? redoHistory(h) : undoHistory(h)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editing]);

  const add = (m: WidgetManifest) => {
    edit((d) => addWidget(d, { type: m.type, version: m.version, props: m.defaults() as Record<string, unknown>, size: m.defaultSize, minSize: m.minSize }));
    setPanel(null);
  };
  const setInstance = (key: string, next: WidgetInstance) => {
    edit((d) => ({ ...d, widgets: { ...d.widgets, [key]: next } }));
    setPanel(null);
  };

  const run = async (work: () => Promise<void>, done: string) => {
    try {
      await work();
      feedback().success(done);
      setHistory(null);
      setPanel(null);
    } catch {
      // The http client has shown the reason (403, 409, a validation message); stay in edit mode.
    }
  };
  const save = (target: SaveTarget) => {
    if (!history || !actions) return;
    // The same check the server makes, so an impossible document is caught before the call.
    const checked = migrateLayout(history.present);
    if (!checked.ok) {
      feedback().error(checked.error);
      return;
    }
    void run(() => actions.save(checked.value, target), target.scope === 'user' ? '页面布局已保存' : target.scope === 'role' ? '已保存为角色的默认布局' : '已保存为系统默认布局');
  };

  const cannotArrange = () => {
    setHistory(null);
    feedback().error(ARRANGE_FAILED);
  };
  // The toolbar and the draggable grid of edit mode: 编辑布局 waits for them, so edit mode starts whole.
  const arranging = useArranging(editing, cannotArrange);
  const startEditing = () => void loadArranging().then(() => setHistory(startHistory(doc)), cannotArrange);

  const settingsKey = panel?.kind === 'settings' ? panel.key : null;
  const settingsInstance = settingsKey ? shown.widgets[settingsKey] : undefined;
  const settingsManifest = settingsInstance && registry.get(settingsInstance.type);

  return (
    <>
      {actions && !editing && <EditToolbar narrow={narrow} onEdit={startEditing} />}
      {actions &&
        editing &&
        arranging?.arrangeToolbar({
          narrow,
          canUndo: !!history?.past.length,
          canRedo: !!history?.future.length,
          dirty: history.present !== doc,
          busy,
          canSaveShared: can(PERMS.layout.edit),
          onAdd: () => setPanel({ kind: 'catalogue' }),
          onUndo: () => setHistory((h) => h && undoHistory(h)),
          onRedo: () => setHistory((h) => h && redoHistory(h)),
          onSave: () => save({ scope: 'user' }),
          onSaveAs: () => setPanel({ kind: 'saveAs' }),
          onDiscard: () => {
            setHistory(null);
            setPanel(null);
          },
          onRestore: () => void run(actions.restore, '已恢复默认布局'),
        })}
      <LayoutGrid doc={shown} registry={registry} stacked={stacked} edit={editing ? gridEdit : undefined} routeQuery={routeQuery} />
      <Suspense fallback={null}>
        {editing && <WidgetCatalogue open={panel?.kind === 'catalogue'} widgets={registry.list(perms)} onAdd={add} onClose={() => setPanel(null)} />}
        {panel?.kind === 'saveAs' && <SaveAsDialog busy={busy} onSave={save} onClose={() => setPanel(null)} />}
        {settingsKey && settingsInstance && settingsManifest && (
          <WidgetSettings manifest={settingsManifest} instance={settingsInstance} onSave={(next) => setInstance(settingsKey, next)} onClose={() => setPanel(null)} />
        )}
      </Suspense>
    </>
  );
}
