/**
 * Map address picker (screens document §2 "Map address picker", §5 "Map dialog"; calls document §9):
 * a field showing the chosen address and coordinates, and a button that opens a 1000 px dialog with a
 * search box (results 10 per page), a map (zoom 17 on a chosen point), the address, longitude and
 * latitude inputs (required: 请输入地址 / 请输入经度 / 请输入纬度; at most 15 characters each) and 确定.
 *
 * It works without internet: the base map is drawn from the project's own GeoJSON (maps/) and the
 * search goes through the `search` prop (the portal binds it to POST /api/geo/search, which searches
 * known places and areas). With `tileTemplate` (PublicConfig.map.tileUrl) raster tiles are drawn over it.
 *
 * The value is `{ address, lon, lat }` with the coordinates as text (the place table keeps them as
 * text of at most 15 characters), rounded to 6 decimals when picked on the map.
 */
import { EnvironmentOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Pagination, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MSG, validators } from '@/domain/validators';
import { EmptyState } from '@/ui/EmptyState';
import { loadChinaMap, loadGuangdongMap, loadShenzhenMap, SHENZHEN_DISTRICT_SEATS, type LonLat } from '../../../../maps';
import { MapCanvas, type MapDot, type MapLayers } from './MapCanvas';
import { featureAt, formatCoord, parseCoord, PICK_ZOOM, type View } from './geo';

/** Dialog width (calls document §9). */
export const MAP_DIALOG_WIDTH = 1000;
/** Results per page (calls document §9). */
export const MAP_PAGE_SIZE = 10;
export const COORD_MAX = 15;

export interface MapPoint {
  readonly address: string;
  /** Longitude, text of at most 15 characters. */
  readonly lon: string;
  /** Latitude, text of at most 15 characters. */
  readonly lat: string;
}

export interface MapSearchHit {
  readonly id: string;
  readonly kind?: 'area' | 'place' | 'online';
  readonly name: string;
  readonly address: string;
  readonly lon: number | null;
  readonly lat: number | null;
}

export interface MapSearchPage {
  readonly content: readonly MapSearchHit[];
  readonly totalElements: number;
}

export interface MapPickerProps {
  value?: MapPoint | null;
  onChange?: (value: MapPoint) => void;
  /** Page `pn` (1-based) of `size` hits for a keyword. */
  search: (keyword: string, pn: number, size: number) => Promise<MapSearchPage>;
  /** Online tile template ({z} {x} {y} {s}); null or absent: the offline base map. */
  tileTemplate?: string | null;
  /** The base map's data; by default the project's China, Guangdong and Shenzhen maps (each its own chunk). */
  loadLayers?: () => Promise<MapLayers>;
  disabled?: boolean;
  /** Open the dialog at once (stories). */
  defaultOpen?: boolean;
  placeholder?: string;
}

export const loadDefaultLayers = (): Promise<MapLayers> =>
  Promise.all([loadChinaMap(), loadGuangdongMap(), loadShenzhenMap()]).then(([china, guangdong, shenzhen]) => ({
    china,
    guangdong,
    shenzhen,
    labels: SHENZHEN_DISTRICT_SEATS.filter((d) => !d.hasPolygon),
  }));

const KIND_LABEL: Record<NonNullable<MapSearchHit['kind']>, string> = { area: '地区', place: '场所', online: '在线' };

const hasCoords = (h: MapSearchHit): h is MapSearchHit & { lon: number; lat: number } => h.lon !== null && h.lat !== null;

/** "广东省深圳市南山区" for a point, from the base map's layers (empty outside them). */
export function addressAt(layers: MapLayers, p: LonLat): string {
  const province = featureAt(layers.china, p) ?? '';
  const city = province === '广东省' ? (featureAt(layers.guangdong, p) ?? '') : '';
  const district = city === '深圳市' ? (featureAt(layers.shenzhen, p) ?? '') : '';
  return `${province}${city}${district}`;
}

function pointOf(v: MapPoint | null | undefined): LonLat | null {
  const lon = parseCoord(v?.lon, 'lon');
  const lat = parseCoord(v?.lat, 'lat');
  return lon !== null && lat !== null ? [lon, lat] : null;
}

const coordRules = (required: string) => [
  { required: true, whitespace: true, message: required },
  { max: COORD_MAX, message: MSG.coordinate },
  {
    validator: (_: unknown, v: string | undefined) =>
      // One message at a time: an over-long value already has its own.
      !v || v.length > COORD_MAX || validators.number(v.trim()) === null ? Promise.resolve() : Promise.reject(new Error(MSG.number)),
  },
];

export function MapPicker({ value, onChange, search, tileTemplate = null, loadLayers = loadDefaultLayers, disabled, defaultOpen = false, placeholder = '请在地图上选择位置' }: MapPickerProps) {
  const [open, setOpen] = useState(defaultOpen);
  const summary = value && (value.address || value.lon) ? `${value.address}${value.lon && value.lat ? `（${value.lon}, ${value.lat}）` : ''}` : '';
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input value={summary} placeholder={placeholder} readOnly disabled={disabled} aria-label="地址与坐标" onClick={() => !disabled && setOpen(true)} />
        <Button icon={<EnvironmentOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
          地图选点
        </Button>
      </Space.Compact>
      <Modal
        open={open}
        title="地图选点"
        width={MAP_DIALOG_WIDTH}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
        mask={{ closable: false }}
        styles={{ body: { paddingTop: 8 } }}
      >
        {open && (
          <MapPickerBody
            initial={value ?? null}
            search={search}
            tileTemplate={tileTemplate}
            loadLayers={loadLayers}
            onCancel={() => setOpen(false)}
            onConfirm={(v) => {
              onChange?.(v);
              setOpen(false);
            }}
          />
        )}
      </Modal>
    </>
  );
}

interface BodyProps {
  initial: MapPoint | null;
  search: MapPickerProps['search'];
  tileTemplate: string | null;
  loadLayers: () => Promise<MapLayers>;
  onConfirm: (v: MapPoint) => void;
  onCancel: () => void;
}

/** Shenzhen (its districts fill a 640 px wide map at zoom 10) when nothing is chosen yet. */
export const HOME_VIEW: View = { center: [114.19, 22.64], zoom: 10 };

/** The dialog's content (exported for stories and tests that render it without the modal). */
export function MapPickerBody({ initial, search, tileTemplate, loadLayers, onConfirm, onCancel }: BodyProps) {
  const [form] = Form.useForm<MapPoint>();
  const start = pointOf(initial);
  const [view, setView] = useState<View>(start ? { center: start, zoom: PICK_ZOOM } : HOME_VIEW);
  const [marker, setMarker] = useState<LonLat | null>(start);
  const [layers, setLayers] = useState<MapLayers | null>(null);
  const [layersFailed, setLayersFailed] = useState(false);

  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<{ keyword: string; pn: number } | null>(null);
  const [result, setResult] = useState<MapSearchPage | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchFailed, setSearchFailed] = useState(false);
  const [noCoords, setNoCoords] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadLayers().then(
      (l) => live && setLayers(l),
      () => live && setLayersFailed(true),
    );
    return () => {
      live = false;
    };
  }, [loadLayers]);

  // Only the reply to the latest search may fill the list.
  const ticket = useRef(0);
  const runSearch = (kw: string, pn: number) => {
    const t = ++ticket.current;
    setQuery({ keyword: kw, pn });
    setSearching(true);
    setSearchFailed(false);
    search(kw, pn, MAP_PAGE_SIZE)
      .then(
        (page) => t === ticket.current && setResult(page),
        () => {
          if (t !== ticket.current) return;
          setResult(null);
          setSearchFailed(true);
        },
      )
      .finally(() => t === ticket.current && setSearching(false));
  };

  const place = useCallback(
    (p: LonLat, address?: string) => {
      setMarker(p);
      setNoCoords(null);
      const fields: { address?: string; lon: string; lat: string } = { lon: formatCoord(p[0]), lat: formatCoord(p[1]) };
      if (address !== undefined) fields.address = address;
      else if (!form.getFieldValue('address') && layers) {
        const a = addressAt(layers, p);
        if (a) fields.address = a;
      }
      form.setFieldsValue(fields);
      void form.validateFields(['lon', 'lat']).catch(() => undefined);
    },
    [form, layers],
  );

  const choose = (h: MapSearchHit) => {
    if (hasCoords(h)) {
      place([h.lon, h.lat], h.address);
      setView({ center: [h.lon, h.lat], zoom: PICK_ZOOM });
    } else {
      form.setFieldsValue({ address: h.address });
      setNoCoords(h.name);
    }
  };

  // Where the map is, once zoomed past the district outlines.
  const caption = useMemo(() => (layers && view.zoom >= 12 ? addressAt(layers, view.center) : ''), [layers, view]);

  const dots: MapDot[] = useMemo(
    () => (result?.content ?? []).filter(hasCoords).map((h) => ({ key: `${h.kind ?? ''}-${h.id}`, name: h.name, at: [h.lon, h.lat] as LonLat })),
    [result],
  );

  // Coordinates typed by hand move the pin once both are valid numbers.
  const onValuesChange = (_: Partial<MapPoint>, all: MapPoint) => {
    const p = pointOf(all);
    if (p && (!marker || p[0] !== marker[0] || p[1] !== marker[1])) setMarker(p);
  };

  const submit = async () => {
    try {
      const v = await form.validateFields();
      onConfirm({ address: v.address.trim(), lon: v.lon.trim(), lat: v.lat.trim() });
    } catch {
      // The messages are under the fields.
    }
  };

  return (
    <div className="zp-map-picker">
      <div style={{ display: 'flex', gap: 12 }}>
        <div style={{ width: 300, flex: 'none', display: 'flex', flexDirection: 'column', gap: 8 }}>
          <Input.Search
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(k) => {
              const t = k.trim();
              if (!t) {
                ticket.current++;
                setQuery(null);
                setResult(null);
                setSearching(false);
                return;
              }
              runSearch(t, 1);
            }}
            placeholder="搜索地点、地址或地区"
            enterButton="搜索"
            allowClear
            maxLength={50}
            aria-label="搜索地点"
            loading={searching}
          />
          <div role="region" aria-label="搜索结果" style={{ height: 330, overflowY: 'auto', border: '1px solid #f0f0f0', borderRadius: 6 }}>
            {searching && !result ? (
              <div style={{ padding: 24, textAlign: 'center' }}>
                <Spin size="small" />
              </div>
            ) : searchFailed ? (
              <Typography.Text type="danger" style={{ display: 'block', padding: 16 }}>
                搜索失败，请稍后重试或直接在地图上点选
              </Typography.Text>
            ) : result && result.content.length === 0 ? (
              <EmptyState image="simple" />
            ) : result ? (
              <div role="list">
                {result.content.map((h) => (
                  <div role="listitem" key={`${h.kind ?? ''}-${h.id}`}>
                    <button
                      type="button"
                      onClick={() => choose(h)}
                      className="zp-map-hit"
                      style={{ display: 'block', width: '100%', textAlign: 'left', padding: '8px 12px', border: 'none', borderBottom: '1px solid #f5f5f5', background: 'none', cursor: 'pointer' }}
                    >
                      <div style={{ fontWeight: 500 }}>
                        {h.kind && <Tag style={{ marginInlineEnd: 6 }}>{KIND_LABEL[h.kind]}</Tag>}
                        {h.name}
                      </div>
                      <div style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.65)' }}>
                        {h.address}
                        {!hasCoords(h) && '（无坐标）'}
                      </div>
                    </button>
                  </div>
                ))}
              </div>
            ) : (
              <Typography.Text type="secondary" style={{ display: 'block', padding: 16, fontSize: 12 }}>
                输入地点、地址或地区名称搜索，或直接在地图上点击选取位置。
              </Typography.Text>
            )}
          </div>
          {result && result.totalElements > MAP_PAGE_SIZE && (
            <Pagination
              simple
              size="small"
              current={query?.pn ?? 1}
              pageSize={MAP_PAGE_SIZE}
              total={result.totalElements}
              showSizeChanger={false}
              onChange={(pn) => query && runSearch(query.keyword, pn)}
            />
          )}
        </div>
        <div style={{ flex: 1, minWidth: 0, position: 'relative' }}>
          <MapCanvas
            view={view}
            onViewChange={setView}
            onPick={(p) => place(p)}
            layers={layers}
            marker={marker}
            dots={dots}
            tileTemplate={tileTemplate}
            height={400}
            caption={caption}
          />
          {!layers && (
            <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', pointerEvents: 'none' }}>
              {layersFailed ? <Typography.Text type="danger">地图数据加载失败，可直接输入经纬度</Typography.Text> : <Spin description="地图加载中" size="small"><span /></Spin>}
            </div>
          )}
        </div>
      </div>
      {noCoords && (
        <Typography.Text type="warning" style={{ display: 'block', marginTop: 8 }}>
          {noCoords} 暂无坐标，请在地图上点击选取位置
        </Typography.Text>
      )}
      <Form form={form} component={false} initialValues={{ address: initial?.address ?? '', lon: initial?.lon ?? '', lat: initial?.lat ?? '' }} onValuesChange={onValuesChange}>
        <div style={{ display: 'flex', gap: 12, marginTop: 16, alignItems: 'flex-start' }}>
          <Form.Item name="address" label="地址" rules={[{ required: true, whitespace: true, message: MSG.address }, { max: 255, message: MSG.maxLength(255) }]} style={{ flex: 1, marginBottom: 0 }}>
            <Input placeholder="请输入地址" />
          </Form.Item>
          <Form.Item name="lon" label="经度" rules={coordRules(MSG.longitude)} style={{ width: 200, marginBottom: 0 }}>
            <Input placeholder="请输入经度" />
          </Form.Item>
          <Form.Item name="lat" label="纬度" rules={coordRules(MSG.latitude)} style={{ width: 200, marginBottom: 0 }}>
            <Input placeholder="请输入纬度" />
          </Form.Item>
        </div>
      </Form>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 20 }}>
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" onClick={submit}>
          确定
        </Button>
      </div>
    </div>
  );
}
