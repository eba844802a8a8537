/**
 * One widget of a layout, wrapped the same way every time (ARCHITECTURE.md §3): the frame with
 * its title bar; the permission check (a widget the user may not see renders nothing); a
 * placeholder until the widget comes near the viewport, so neither its chunk nor its data is
 * fetched for a widget nobody scrolled to; then an error boundary (one broken widget never breaks
 * the page) around a Suspense skeleton while the widget's chunk loads. In edit mode the frame's
 * title bar is the drag handle and carries 设置 and 移除 (named after the widget, for screen
 * readers and tests).
 */
import { memo, Suspense, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Button } from 'antd';
import { DeleteOutlined, SettingOutlined } from '@ant-design/icons';
import type { WidgetInstance } from '@/domain/layout';
import { usePerm } from '@/ui/perm/Perm';
import { SkeletonLines } from '@/ui/SkeletonLines';
import { WIDGET_TEXT } from '@/ui/widget';
import type { WidgetRegistry } from '@/ui/widgetRegistry';
import { WidgetError } from '@/ui/WidgetFrame/WidgetError';
import { WidgetErrorBoundary } from '@/ui/WidgetFrame/WidgetErrorBoundary';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { useNearViewport } from '@/ui/WidgetFrame/useNearViewport';

export interface WidgetSlotProps {
  /** The widget's key in the layout (`widgets` key = item `i`). */
  instanceKey: string;
  instance: WidgetInstance;
  registry: WidgetRegistry;
  vars: Readonly<Record<string, unknown>>;
  setVar: (name: string, value: unknown) => void;
  /** Edit mode. Stable callbacks (keyed by the widget), so moving one widget does not re-render the others. */
  edit?: WidgetEditActions;
  /** For a widget that fits its content: the height its frame needs, in pixels, each time it changes. Stable. */
  onFit?: (key: string, px: number) => void;
}

export interface WidgetEditActions {
  onSettings: (key: string) => void;
  onRemove: (key: string) => void;
}

/**
 * Reports the height a fitting widget's frame needs (its title bar, its content, the body's padding
 * and the border) whenever the content's size changes; answers the ref for the content's box.
 */
function useFittedHeight(report: ((key: string, px: number) => void) | null, key: string, slot: RefObject<HTMLDivElement | null>): RefObject<HTMLDivElement | null> | undefined {
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = content.current;
    if (!report || !box || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const frame = slot.current?.firstElementChild as HTMLElement | null;
      const body = box.parentElement;
      if (!frame || !body) return;
      const chrome = frame.offsetHeight - body.clientHeight;
      const style = getComputedStyle(body);
      report(key, Math.ceil(box.offsetHeight + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) + chrome));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [report, key, slot]);
  return report ? content : undefined;
}

const skeleton = <SkeletonLines rows={3} />;

export const WidgetSlot = memo(function WidgetSlot({ instanceKey, instance, registry, vars, setVar, edit, onFit }: WidgetSlotProps) {
  const can = usePerm();
  const ref = useRef<HTMLDivElement>(null);
  // A work card (a widget that is the card of a flow's work) is drawn at once: the record page links to it.
  const near = useNearViewport(ref) || !!registry.get(instance.type)?.works?.length;
  const [attempt, setAttempt] = useState(0);
  const manifest = registry.get(instance.type);
  const resolved = useMemo(() => manifest?.resolve(instance), [manifest, instance]);
  const content = useFittedHeight(manifest?.fitContent && !edit && onFit ? onFit : null, instanceKey, ref);
  if (manifest?.permission && !can(manifest.permission)) return null;

  const title = instance.title ?? manifest?.title ?? instance.type;
  let body;
  if (!manifest || !resolved) {
    body = <WidgetError title="组件不可用" message={WIDGET_TEXT.unknownType(instance.type)} />;
  } else if (!resolved.ok) {
    body = <WidgetError title={WIDGET_TEXT.configInvalid} message={resolved.error} />;
  } else if (!near) {
    body = <div data-testid="widget-placeholder" style={{ height: '100%' }} />;
  } else {
    const View = registry.view(instance.type, attempt);
    body = View && (
      <WidgetErrorBoundary onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={skeleton}>
          {/* The registry keeps one lazy component per type and attempt: the same one on every render. */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          <View config={resolved.config} vars={vars} setVar={setVar} />
        </Suspense>
      </WidgetErrorBoundary>
    );
  }
  return (
    <div ref={ref} data-widget={instanceKey} data-widget-type={instance.type} data-work={manifest?.works?.join(' ') || undefined} style={{ height: '100%' }}>
      <WidgetFrame
        contentRef={content}
        title={title}
        label={title}
        editing={!!edit}
        extra={
          edit && (
            <>
              <Button type="text" size="small" icon={<SettingOutlined />} title="设置" aria-label={`设置${title}`} onClick={() => edit.onSettings(instanceKey)} />
              <Button type="text" size="small" danger icon={<DeleteOutlined />} title="移除" aria-label={`移除${title}`} onClick={() => edit.onRemove(instanceKey)} />
            </>
          )
        }
      >
        {body}
      </WidgetFrame>
    </div>
  );
});
