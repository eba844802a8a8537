/**
 * Rows of a resource as cards instead of a table: each card a heading, its fields as label and
 * value one under the other (code labels, formatted dates, long text wrapped), whatever the caller
 * adds below, and its actions in a row at the bottom, big enough for a thumb. The cards fill the
 * width in as many columns as fit (one on a phone), so nothing scrolls sideways.
 */
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ResourceDef } from '@/domain/resource';
import { EmptyState } from '../EmptyState';
import { displayValue, type Row } from './fields';

export interface RecordCardsProps<T extends object> {
  readonly def: ResourceDef;
  readonly rows: readonly T[];
  /** The fields shown on each card, in order. */
  readonly fields: readonly string[];
  /** The card's title (default: the first field's value). */
  readonly heading?: (row: T) => ReactNode;
  /** The card's accessible name (default: the definition's title and the heading). */
  readonly label?: (row: T) => string;
  /** Shown below the fields (photos, child records). */
  readonly extra?: (row: T) => ReactNode;
  /** Buttons at the card's foot. */
  readonly actions?: (row: T) => ReactNode;
  readonly emptyText?: ReactNode;
  readonly testId?: string;
  /** Narrowest card before the cards wrap to fewer columns (px). */
  readonly minCardWidth?: number;
}

const dash = '—';

export function RecordCards<T extends object>({ def, rows, fields, heading, label, extra, actions, emptyText, testId, minCardWidth = 280 }: RecordCardsProps<T>) {
  if (!rows.length) return <EmptyState image="simple" description={emptyText} />;
  const first = fields[0];
  return (
    <ul data-testid={testId} aria-label={def.title} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8, gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minCardWidth}px), 1fr))` }}>
      {rows.map((row, i) => {
        const values = row as Row;
        const title = heading ? heading(row) : first ? displayValue(def.fields[first], values[first]) : '';
        const name = label ? label(row) : `${def.title} ${typeof title === 'string' ? title : i + 1}`;
        const foot = actions?.(row);
        return (
          <li key={String(values.id ?? i)} aria-label={name} style={{ minWidth: 0 }}>
            <Card size="small" title={title || undefined} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 4 } }}>
              {fields.map((f) => {
                const field = def.fields[f];
                if (!field) return null;
                const text = displayValue(field, values[f]);
                return (
                  <Flex key={f} gap={8} wrap style={{ minWidth: 0 }}>
                    <Typography.Text type="secondary" style={{ flex: '0 0 auto' }}>
                      {field.label}：
                    </Typography.Text>
                    <Typography.Text style={{ flex: '1 1 160px', minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text || dash}</Typography.Text>
                  </Flex>
                );
              })}
              {extra?.(row)}
              {foot && (
                <Flex wrap gap={8} className="no-drag" style={{ marginTop: 4 }}>
                  {foot}
                </Flex>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
