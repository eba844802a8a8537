/**
 * 待同步 (pure): the changes kept on this device until the server has them, newest last, each with
 * what it is, when it was saved, its photos, where it stands (等待联网, 正在同步, 有冲突, 被退回,
 * 发送失败) and what the person can do: 重试 a failed or refused one, 放弃 any that is not being
 * sent, and for a conflict the two versions side by side with 用我的版本 / 用服务器的版本.
 */
import { Alert, Button, Card, Empty, Flex, Popconfirm, Tag, Typography } from 'antd';
import { SYNC_STATE_LABEL, SYNC_TEXT, type SyncState } from '@/domain/sync';

export interface SyncVersionRow {
  readonly field: string;
  /** The field's label (观察内容). */
  readonly label: string;
  readonly mine: string;
  readonly server: string;
}

export interface SyncItem {
  readonly id: number;
  readonly label: string;
  readonly state: SyncState;
  /** Beijing time, to the minute. */
  readonly savedAt: string;
  readonly files: number;
  /** Why it stopped, in the server's words (or the conflict's). */
  readonly message: string | null;
  /** A conflict: the fields that differ, mine and the server's. */
  readonly versions?: readonly SyncVersionRow[];
}

export interface SyncListProps {
  readonly items: readonly SyncItem[];
  readonly online: boolean;
  readonly onRetry: (id: number) => void;
  readonly onDiscard: (id: number) => void;
  readonly onKeepMine: (id: number) => void;
  readonly onKeepServer: (id: number) => void;
}

const STATE_COLOR: Readonly<Record<SyncState, string>> = { waiting: 'default', sending: 'processing', conflict: 'warning', refused: 'error', failed: 'error' };
const TOUCH = { minHeight: 40 } as const;

function Versions({ rows }: { rows: readonly SyncVersionRow[] }) {
  return (
    <table className="zp-sync-versions" style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left', width: '24%' }}>
            项目
          </th>
          <th scope="col" style={{ textAlign: 'left' }}>
            {SYNC_TEXT.mine}
          </th>
          <th scope="col" style={{ textAlign: 'left' }}>
            {SYNC_TEXT.server}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.field} style={{ verticalAlign: 'top', borderTop: '1px solid #f0f0f0' }}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal' }}>
              {r.label}
            </th>
            <td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{r.mine}</td>
            <td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{r.server}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SyncList({ items, online, onRetry, onDiscard, onKeepMine, onKeepServer }: SyncListProps) {
  if (!items.length) return <Empty description={SYNC_TEXT.empty} />;
  return (
    <Flex vertical gap={8} role="list" aria-label={SYNC_TEXT.title}>
      {items.map((item) => (
        <Card key={item.id} size="small" role="listitem" aria-label={item.label} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 6 } }}>
          <Flex justify="space-between" align="start" gap={8}>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {item.label}
            </Typography.Text>
            <Tag color={STATE_COLOR[item.state]} style={{ marginInlineEnd: 0 }}>
              {SYNC_STATE_LABEL[item.state]}
            </Tag>
          </Flex>
          <Typography.Text type="secondary">
            {SYNC_TEXT.savedAt(item.savedAt)}
            {item.files > 0 && ` · ${SYNC_TEXT.files(item.files)}`}
          </Typography.Text>
          {item.message && item.state !== 'conflict' && <Alert type="error" showIcon title={item.message} />}
          {item.state === 'conflict' && (
            <>
              <Alert type="warning" showIcon title={item.message ?? SYNC_TEXT.conflict} />
              {item.versions && <Versions rows={item.versions} />}
              <Flex wrap gap={8}>
                <Button type="primary" style={TOUCH} disabled={!online} onClick={() => onKeepMine(item.id)}>
                  {SYNC_TEXT.keepMine}
                </Button>
                <Button style={TOUCH} onClick={() => onKeepServer(item.id)}>
                  {SYNC_TEXT.keepServer}
                </Button>
              </Flex>
            </>
          )}
          {(item.state === 'refused' || item.state === 'failed' || item.state === 'waiting') && (
            <Flex wrap gap={8}>
              {item.state !== 'waiting' && (
                <Button style={TOUCH} disabled={!online} onClick={() => onRetry(item.id)}>
                  {SYNC_TEXT.retry}
                </Button>
              )}
              <Popconfirm title={SYNC_TEXT.discardConfirm} okText="确定" cancelText="取消" onConfirm={() => onDiscard(item.id)}>
                <Button danger style={TOUCH}>
                  {SYNC_TEXT.discard}
                </Button>
              </Popconfirm>
            </Flex>
          )}
        </Card>
      ))}
    </Flex>
  );
}
