/**
 * The map of the picker: a canvas in Web Mercator that draws the project's own GeoJSON (China's
 * provinces, Guangdong's cities from zoom 6, Shenzhen's districts from zoom 9) and, when a tile
 * template is configured, raster tiles over it (a tile that fails to load leaves the offline map
 * visible). Drag pans, the wheel and the +/- buttons zoom around the pointer, a click (without a drag)
 * picks a point. Search hits are dots, the chosen point a pin. Pure view: the view and the marker are
 * the caller's state.
 */
import { useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { LonLat, MapGeoJSON } from '../../../../maps';
import {
  bboxIntersects,
  geometryBBox,
  lonLatToScreen,
  MAX_ZOOM,
  MIN_ZOOM,
  panView,
  scaleBar,
  screenToLonLat,
  tilesForView,
  tileUrl,
  TILE_SIZE,
  viewBBox,
  zoomViewAt,
  type BBox,
  type View,
} from './geo';

export interface MapLayers {
  readonly china: MapGeoJSON;
  readonly guangdong: MapGeoJSON;
  readonly shenzhen: MapGeoJSON;
  /** Extra labels (districts without a polygon of their own, e.g. 光明区, 大鹏新区). */
  readonly labels?: ReadonlyArray<{ name: string; center: LonLat }>;
}

export interface MapDot {
  readonly key: string;
  readonly name: string;
  readonly at: LonLat;
}

export interface MapCanvasProps {
  view: View;
  onViewChange: (view: View) => void;
  onPick: (at: LonLat) => void;
  layers: MapLayers | null;
  marker?: LonLat | null;
  dots?: readonly MapDot[];
  /** XYZ template ({z} {x} {y} {s}); null or absent: the offline map only. */
  tileTemplate?: string | null;
  height?: number;
  /** Shown top-left, e.g. the division at the centre (useful at street zoom, where no outline is in view). */
  caption?: string;
}

const COLORS = {
  sea: '#dce9f5',
  land: '#f4f1ea',
  province: '#c3b9a6',
  city: '#b3a892',
  districtFill: '#f7f4ec',
  district: '#9a8f78',
  label: '#5b5346',
  dot: '#1677ff',
  pin: '#f5222d',
};

interface Prepared {
  fc: MapGeoJSON;
  boxes: BBox[];
}
const prepare = (fc: MapGeoJSON): Prepared => ({ fc, boxes: fc.features.map((f) => geometryBBox(f.geometry)) });

/** How far a press may move and still count as a click (px). */
const CLICK_SLOP = 4;

export function MapCanvas({ view, onViewChange, onPick, layers, marker = null, dots = [], tileTemplate = null, height = 400, caption }: MapCanvasProps) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);
  const [tilesLoaded, setTilesLoaded] = useState(0);
  const tileCache = useRef(new Map<string, HTMLImageElement | 'error'>());
  const drag = useRef<{ x: number; y: number; view: View; moved: boolean; id: number } | null>(null);
  const [cursor, setCursor] = useState<LonLat | null>(null);

  const prepared = useMemo(
    () => (layers ? { china: prepare(layers.china), guangdong: prepare(layers.guangdong), shenzhen: prepare(layers.shenzhen) } : null),
    [layers],
  );

  // Follow the container's width (the dialog decides it).
  useEffect(() => {
    const el = wrapRef.current;
    if (!el) return;
    setWidth(el.clientWidth || 640);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setWidth(el.clientWidth || 640));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  const latest = useRef({ view, width, height, onViewChange });
  useEffect(() => {
    latest.current = { view, width, height, onViewChange };
  });
  useEffect(() => {
    const el = canvasRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const { view: v, width: w, height: h, onViewChange: change } = latest.current;
      const r = el.getBoundingClientRect();
      const at: [number, number] = r.width && r.height ? [((e.clientX - r.left) * el.clientWidth) / r.width, ((e.clientY - r.top) * el.clientHeight) / r.height] : [w / 2, h / 2];
      change(zoomViewAt(v, w, h, v.zoom + (e.deltaY < 0 ? 1 : -1), at));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  // Draw.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width <= 0) return;
    const dpr = typeof window !== 'undefined' ? window.devicePixelRatio || 1 : 1;
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    let ctx: CanvasRenderingContext2D | null = null;
    try {
      ctx = canvas.getContext('2d');
    } catch {
      ctx = null; // jsdom: no canvas
    }
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = COLORS.sea;
    ctx.fillRect(0, 0, width, height);
    const box = viewBBox(view, width, height);
    const toScreen = (p: LonLat) => lonLatToScreen(view, width, height, p);

    const drawLayer = (layer: Prepared, fill: string | null, stroke: string, lineWidth: number) => {
      layer.fc.features.forEach((f, i) => {
        if (!bboxIntersects(layer.boxes[i], box)) return;
        const polys = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
        ctx.beginPath();
        for (const rings of polys) {
          for (const ring of rings) {
            ring.forEach((p, k) => {
              const [x, y] = toScreen(p);
              if (k === 0) ctx.moveTo(x, y);
              else ctx.lineTo(x, y);
            });
            ctx.closePath();
          }
        }
        if (fill && !f.properties.inset) {
          ctx.fillStyle = fill;
          ctx.fill('evenodd');
        }
        ctx.strokeStyle = stroke;
        ctx.lineWidth = lineWidth;
        ctx.stroke();
      });
    };

    const labels: Array<{ name: string; center: LonLat; size: number }> = [];
    if (prepared) {
      drawLayer(prepared.china, COLORS.land, COLORS.province, 1);
      if (view.zoom >= 6) drawLayer(prepared.guangdong, null, COLORS.city, 1);
      if (view.zoom >= 9) drawLayer(prepared.shenzhen, COLORS.districtFill, COLORS.district, 1.5);
      const pick = (layer: Prepared, size: number) =>
        layer.fc.features.forEach((f) => !f.properties.inset && labels.push({ name: f.properties.name, center: f.properties.center, size }));
      if (view.zoom < 6) pick(prepared.china, 12);
      else if (view.zoom < 9) pick(prepared.guangdong, 12);
      else {
        pick(prepared.shenzhen, 13);
        for (const l of layers?.labels ?? []) if (!prepared.shenzhen.fc.features.some((f) => f.properties.name === l.name)) labels.push({ ...l, size: 13 });
      }
    }

    // Online tiles over the offline map.
    if (tileTemplate) {
      for (const t of tilesForView(view, width, height)) {
        const url = tileUrl(tileTemplate, t);
        let img = tileCache.current.get(url);
        if (!img) {
          const el = new Image();
          el.crossOrigin = 'anonymous';
          el.onload = () => setTilesLoaded((n) => n + 1);
          el.onerror = () => {
            tileCache.current.set(url, 'error');
          };
          el.src = url;
          tileCache.current.set(url, el);
          img = el;
        }
        if (img !== 'error' && img.complete && img.naturalWidth > 0) ctx.drawImage(img, t.left, t.top, TILE_SIZE, TILE_SIZE);
      }
    } else {
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      for (const l of labels) {
        const [x, y] = toScreen(l.center);
        if (x < -50 || y < -20 || x > width + 50 || y > height + 20) continue;
        ctx.font = `${l.size}px sans-serif`;
        ctx.lineWidth = 3;
        ctx.strokeStyle = 'rgba(255,255,255,0.85)';
        ctx.strokeText(l.name, x, y);
        ctx.fillStyle = COLORS.label;
        ctx.fillText(l.name, x, y);
      }
    }

    // Search hits.
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    for (const d of dots) {
      const [x, y] = toScreen(d.at);
      if (x < -10 || y < -10 || x > width + 10 || y > height + 10) continue;
      ctx.beginPath();
      ctx.arc(x, y, 5, 0, Math.PI * 2);
      ctx.fillStyle = COLORS.dot;
      ctx.fill();
      ctx.lineWidth = 2;
      ctx.strokeStyle = '#fff';
      ctx.stroke();
      ctx.font = '12px sans-serif';
      ctx.lineWidth = 3;
      ctx.strokeStyle = 'rgba(255,255,255,0.9)';
      ctx.strokeText(d.name, x + 8, y);
      ctx.fillStyle = '#0b3d91';
      ctx.fillText(d.name, x + 8, y);
    }

    // The chosen point: a pin whose tip is the point.
    if (marker) {
      const [x, y] = toScreen(marker);
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.bezierCurveTo(x - 4, y - 10, x - 11, y - 14, x - 11, y - 22);
      ctx.arc(x, y - 22, 11, Math.PI, 0);
      ctx.bezierCurveTo(x + 11, y - 14, x + 4, y - 10, x, y);
      ctx.fillStyle = COLORS.pin;
      ctx.fill();
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = '#fff';
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(x, y - 22, 4, 0, Math.PI * 2);
      ctx.fillStyle = '#fff';
      ctx.fill();
    }

    // Scale bar.
    const bar = scaleBar(view.center[1], view.zoom);
    ctx.fillStyle = 'rgba(255,255,255,0.8)';
    ctx.fillRect(8, height - 26, bar.px + 16, 20);
    ctx.strokeStyle = '#333';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(16, height - 14);
    ctx.lineTo(16, height - 10);
    ctx.lineTo(16 + bar.px, height - 10);
    ctx.lineTo(16 + bar.px, height - 14);
    ctx.stroke();
    ctx.fillStyle = '#333';
    ctx.font = '11px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(bar.label, 16 + bar.px / 2, height - 14);
  }, [view, width, height, prepared, layers, marker, dots, tileTemplate, tilesLoaded]);

  // Client pixels to map pixels, also while the canvas is scaled by a CSS transform (the dialog's
  // opening animation, the big screen's fit-to-wall scaling).
  const local = (e: { clientX: number; clientY: number }): [number, number] => {
    const c = canvasRef.current;
    const r = c?.getBoundingClientRect();
    if (!c || !r || !r.width || !r.height) return [0, 0];
    return [((e.clientX - r.left) * c.clientWidth) / r.width, ((e.clientY - r.top) * c.clientHeight) / r.height];
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (e.button !== 0) return;
    drag.current = { x: e.clientX, y: e.clientY, view, moved: false, id: e.pointerId };
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // Synthetic events (tests) have no active pointer to capture.
    }
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const w = width || 640;
    setCursor(screenToLonLat(view, w, height, local(e)));
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < CLICK_SLOP) return;
    d.moved = true;
    onViewChange(panView(d.view, dx, dy));
  };
  const onPointerUp = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d || d.moved) return;
    onPick(screenToLonLat(view, width || 640, height, local(e)));
  };
  const zoomBy = (delta: number) => onViewChange(zoomViewAt(view, width || 640, height, view.zoom + delta, [(width || 640) / 2, height / 2]));

  return (
    <div
      ref={wrapRef}
      className="zp-map-canvas"
      data-zoom={view.zoom}
      data-center={`${view.center[0].toFixed(6)},${view.center[1].toFixed(6)}`}
      style={{ position: 'relative', width: '100%', height, overflow: 'hidden', borderRadius: 6, border: '1px solid #e5e6eb', userSelect: 'none' }}
    >
      <canvas
        ref={canvasRef}
        aria-label="地图：拖动平移，滚轮缩放，点击选取位置"
        role="img"
        style={{ width: '100%', height, display: 'block', cursor: 'crosshair', touchAction: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
        onPointerLeave={() => setCursor(null)}
      />
      {caption && (
        <div className="zp-map-caption" style={{ position: 'absolute', left: 8, top: 8, fontSize: 12, color: '#333', background: 'rgba(255,255,255,0.85)', padding: '2px 8px', borderRadius: 3, pointerEvents: 'none' }}>
          {caption}
        </div>
      )}
      <div style={{ position: 'absolute', right: 8, top: 8, display: 'flex', flexDirection: 'column', gap: 4 }}>
        <button type="button" className="zp-map-btn" aria-label="放大" disabled={view.zoom >= MAX_ZOOM} onClick={() => zoomBy(1)} style={btnStyle}>
          +
        </button>
        <button type="button" className="zp-map-btn" aria-label="缩小" disabled={view.zoom <= MIN_ZOOM} onClick={() => zoomBy(-1)} style={btnStyle}>
          −
        </button>
      </div>
      <div style={{ position: 'absolute', right: 8, bottom: 6, fontSize: 11, color: '#555', background: 'rgba(255,255,255,0.8)', padding: '1px 6px', borderRadius: 3 }}>
        {cursor ? `${cursor[0].toFixed(5)}, ${cursor[1].toFixed(5)} · ` : ''}级别 {view.zoom} · {tileTemplate ? '在线底图' : '离线底图'}
      </div>
    </div>
  );
}

const btnStyle = {
  width: 28,
  height: 28,
  border: '1px solid #d9d9d9',
  borderRadius: 4,
  background: '#fff',
  cursor: 'pointer',
  fontSize: 16,
  lineHeight: '24px',
  padding: 0,
} as const;
