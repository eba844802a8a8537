/**
 * Display of an enterprise's places (screens document §3 "Place"): type label (code list
 * placeType), name, address, overseas flag, coordinates. Read-only; an empty list shows the
 * shared empty state.
 */
import { Descriptions, Tag } from 'antd';
import { codeLabel } from '@/domain/codes';
import { EmptyState } from '@/ui/EmptyState';

export interface PlaceView {
  readonly id?: number | string;
  readonly type: string | number;
  readonly name: string;
  readonly address?: string | null;
  readonly isOverseas?: boolean | null;
  readonly fishArea?: string | null;
  readonly addLon?: string | null;
  readonly addLat?: string | null;
}

export interface PlaceListProps {
  places: readonly PlaceView[];
  /** Text of the empty state; default 暂无数据. */
  emptyText?: string;
}

/** "114.06, 22.54", or a dash when the map picker was never used. */
export const coordinatesText = (p: PlaceView): string => (p.addLon && p.addLat ? `${p.addLon}, ${p.addLat}` : '-');

export function PlaceList({ places, emptyText }: PlaceListProps) {
  if (places.length === 0) return <EmptyState image="simple" description={emptyText} />;
  return (
    // Plain blocks, not antd's List (deprecated in antd 6): each place is one description block.
    <div className="zp-place-list" role="list">
      {places.map((p, i) => (
        <div role="listitem" key={String(p.id ?? i)} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            title={
              <span>
                <Tag color="blue">{codeLabel('placeType', p.type) || '-'}</Tag>
                {p.name}
                {p.isOverseas && (
                  <Tag color="warning" style={{ marginLeft: 8 }}>
                    境外
                  </Tag>
                )}
              </span>
            }
            items={[
              { key: 'address', label: '详细地址', children: p.address || '-' },
              { key: 'overseas', label: '是否境外', children: p.isOverseas ? '是' : '否' },
              { key: 'coords', label: '经纬度', children: coordinatesText(p) },
              ...(p.fishArea ? [{ key: 'fish', label: '捕捞/养殖水域', children: p.fishArea }] : []),
            ]}
          />
        </div>
      ))}
    </div>
  );
}
