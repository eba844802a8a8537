/**
 * The division browser (pure): a tree that loads each division's children when it is opened, the
 * selected division's details (code, level, its chain from the province, whether divisions lie
 * below), and 同步 (PERMS.area.sync) after a confirmation, which reports what it loaded.
 */
import { SyncOutlined } from '@ant-design/icons';
import { Alert, Breadcrumb, Button, Descriptions, Empty, Flex, Popconfirm, Spin, Tree, Typography, message } from 'antd';
import type { TreeDataNode } from 'antd';
import { useState } from 'react';
import type { AreaSyncResult } from '@/api/area';
import { PERMS } from '@/domain/permissions';
import { AREA_LEVELS, type AreaNode } from '@/domain/resources/area';
import { usePerm } from '@/ui/perm/Perm';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { WidgetData } from '@/ui/widget';
import { beijingDateTime } from '@/domain/beijingTime';

export const AREA_TEXT = {
  sync: '同步',
  syncConfirm: '确认从区划数据包同步行政区划吗？已有区划的名称和上级将被更新，不会删除区划。',
  synced: (r: AreaSyncResult) => `同步完成：共 ${r.total} 个区划，新增 ${r.inserted} 个`,
  pick: '请在左侧选择行政区划',
  tree: '行政区划',
  code: '区划代码',
  name: '名称',
  level: '级别',
  path: '所属',
  leaf: '下级区划',
  none: '无',
  has: '有',
} as const;

export interface AreaTreeViewProps {
  /** The top level (provinces, or the children of the configured root). */
  state: WidgetData<AreaNode[]>;
  loadChildren: (pid: string) => Promise<AreaNode[]>;
  loadChain: (id: string) => Promise<AreaNode[]>;
  onSync: () => Promise<AreaSyncResult>;
}

interface Node extends TreeDataNode {
  key: string;
  area: AreaNode;
  children?: Node[];
}

const toNodes = (areas: readonly AreaNode[]): Node[] => areas.map((a) => ({ key: a.id, title: a.name, isLeaf: a.leaf === true, area: a }));

function setChildren(nodes: Node[], key: string, children: Node[]): Node[] {
  return nodes.map((n) => (n.key === key ? { ...n, children } : n.children ? { ...n, children: setChildren(n.children, key, children) } : n));
}

const levelLabel = (level: number) => AREA_LEVELS.items.find((i) => i.value === String(level))?.label ?? String(level);

export function AreaTreeView({ state, loadChildren, loadChain, onSync }: AreaTreeViewProps) {
  const can = usePerm();
  const [toast, holder] = message.useMessage();
  const [loaded, setLoaded] = useState<{ roots: readonly AreaNode[]; nodes: Node[] } | null>(null);
  const [selected, setSelected] = useState<AreaNode | null>(null);
  const [chain, setChain] = useState<AreaNode[] | null>(null);
  const [syncing, setSyncing] = useState(false);
  const [synced, setSynced] = useState<AreaSyncResult | null>(null);
  // The tree keeps what it has loaded; new roots (after a sync or a refetch) start it afresh.
  const roots = state.status === 'success' ? state.data : null;
  const nodes = roots && loaded?.roots === roots ? loaded.nodes : roots ? toNodes(roots) : [];
  const setNodes = (f: (n: Node[]) => Node[]) => roots && setLoaded({ roots, nodes: f(nodes) });

  const select = (area: AreaNode | null) => {
    setSelected(area);
    setChain(null);
    if (area) loadChain(area.id).then(setChain, () => setChain([]));
  };

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }} className="no-drag">
      {holder}
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }} gap={8} wrap>
        <Typography.Text type="secondary">省级、地级、县级三级区划，展开时逐级加载</Typography.Text>
        {can(PERMS.area.sync) && (
          <Popconfirm
            title={AREA_TEXT.syncConfirm}
            onConfirm={async () => {
              setSyncing(true);
              try {
                const r = await onSync();
                setSynced(r);
                void toast.success(AREA_TEXT.synced(r));
              } catch {
                // Shown by the http client.
              } finally {
                setSyncing(false);
              }
            }}
          >
            <Button icon={<SyncOutlined spin={syncing} />} loading={syncing}>
              {AREA_TEXT.sync}
            </Button>
          </Popconfirm>
        )}
      </Flex>
      {synced && <Alert type="success" showIcon closable title={AREA_TEXT.synced(synced)} description={`同步时间：${beijingDateTime(new Date(synced.syncTime))}`} style={{ marginBottom: 12 }} onClose={() => setSynced(null)} />}
      <Flex gap={16} style={{ flex: 1, minHeight: 0 }}>
        <div style={{ flex: '0 0 40%', minWidth: 200, overflow: 'auto', borderInlineEnd: '1px solid rgba(5,5,5,0.06)' }}>
          <WidgetBody state={state} rows={10} isEmpty={(d) => d.length === 0}>
            {() => (
              <Tree<Node>
                aria-label={AREA_TEXT.tree}
                showLine
                blockNode
                treeData={nodes}
                selectedKeys={selected ? [selected.id] : []}
                onSelect={(_, info) => select(info.selected ? info.node.area : null)}
                loadData={async (node) => {
                  if (node.children) return;
                  const children = await loadChildren(node.key);
                  setNodes((n) => setChildren(n, node.key, toNodes(children)));
                }}
              />
            )}
          </WidgetBody>
        </div>
        <div style={{ flex: 1, minWidth: 0, overflow: 'auto' }}>
          {!selected ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={AREA_TEXT.pick} />
          ) : (
            <Descriptions bordered column={1} size="small" title={selected.name} data-testid="area-detail">
              <Descriptions.Item label={AREA_TEXT.code}>{selected.id}</Descriptions.Item>
              <Descriptions.Item label={AREA_TEXT.name}>{selected.name}</Descriptions.Item>
              <Descriptions.Item label={AREA_TEXT.level}>{levelLabel(selected.level)}</Descriptions.Item>
              <Descriptions.Item label={AREA_TEXT.path}>
                {chain === null ? <Spin size="small" /> : <Breadcrumb items={chain.map((c) => ({ key: c.id, title: c.name }))} />}
              </Descriptions.Item>
              <Descriptions.Item label={AREA_TEXT.leaf}>{selected.leaf ? AREA_TEXT.none : AREA_TEXT.has}</Descriptions.Item>
            </Descriptions>
          )}
        </div>
      </Flex>
    </Flex>
  );
}
