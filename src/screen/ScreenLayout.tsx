/**
 * The wall's layout host: the same layout document as any portal page (src/domain/layout, so the
 * layout editor can rearrange it), drawn onto the fixed design. Columns are the document's; rows
 * are stretched so the rows in use fill the height of the stage exactly (a wall never scrolls).
 * Each placed widget sits in a ScreenBox titled with the instance's `title` (no title: a bare box,
 * e.g. the four cards), behind an error boundary and a Suspense while its chunk loads. Widgets come
 * through widgets/registry.ts only (lazy, one chunk per type).
 */
import { Component, memo, Suspense, useMemo, type ReactNode } from 'react';
import type { LayoutDoc, WidgetInstance } from '@/domain/layout';
import { CHART_TEXT } from '@/ui/chart/ChartBody';
import { ScreenBox } from '@/ui/chart/ScreenBox';
import { WIDGET_TEXT } from '@/ui/widget';
import type { WidgetRegistry } from '@/ui/widgetRegistry';
import { widgetRegistry } from '../../widgets/registry';

export const SCREEN_GAP = 12;

class BoxBoundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(e: unknown) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
  override render() {
    if (this.state.error) return <div role="alert" style={{ color: '#ff7875', padding: 8 }}>{WIDGET_TEXT.loadFailed}：{this.state.error}</div>;
    return this.props.children;
  }
}

const NO_VARS: Readonly<Record<string, unknown>> = Object.freeze({});
const noop = () => {};

const Slot = memo(function Slot({ instanceKey, instance, registry }: { instanceKey: string; instance: WidgetInstance; registry: WidgetRegistry }) {
  const manifest = registry.get(instance.type);
  const resolved = useMemo(() => manifest?.resolve(instance), [manifest, instance]);
  let body: ReactNode;
  if (!manifest) body = <div role="alert">{WIDGET_TEXT.unknownType(instance.type)}</div>;
  else if (!resolved?.ok) body = <div role="alert">{resolved?.error ?? WIDGET_TEXT.configInvalid}</div>;
  else {
    // The registry makes one lazy component per type and hands back the same one every time.
    const View = registry.view(instance.type);
    body = View && (
      <BoxBoundary>
        <Suspense fallback={<div role="status" aria-label={CHART_TEXT.loading} style={{ height: '100%' }} />}>
          {/* eslint-disable-next-line react-hooks/static-components -- one cached lazy component per type (widgetRegistry.view), not a new one per render */}
          <View config={resolved.config} vars={NO_VARS} setVar={noop} />
        </Suspense>
      </BoxBoundary>
    );
  }
  return (
    <div data-widget={instanceKey} data-widget-type={instance.type} style={{ height: '100%', minWidth: 0, minHeight: 0 }}>
      <ScreenBox title={instance.title}>{body}</ScreenBox>
    </div>
  );
});

export function ScreenLayout({ doc }: { doc: LayoutDoc }) {
  const rows = Math.max(1, ...doc.items.map((i) => i.y + i.h));
  return (
    <div
      data-layout-id={doc.id}
      style={{
        height: '100%',
        display: 'grid',
        gridTemplateColumns: `repeat(${doc.grid.cols}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`,
        gap: SCREEN_GAP,
      }}
    >
      {doc.items.map((item) => (
        <div key={item.i} style={{ gridColumn: `${item.x + 1} / span ${item.w}`, gridRow: `${item.y + 1} / span ${item.h}`, minWidth: 0, minHeight: 0 }}>
          <Slot instanceKey={item.i} instance={doc.widgets[item.i]} registry={widgetRegistry} />
        </div>
      ))}
    </div>
  );
}
