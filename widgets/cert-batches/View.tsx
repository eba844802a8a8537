/**
 * The catalogue's batches, newest first (pure): 第N批 with its date and size; 发布新一批 for who may
 * publish, after a confirmation; the server's refusal (nothing to publish) where it happened.
 */
import { CloudUploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Popconfirm, Table, Typography } from 'antd';
import type { CatalogueBatch } from '@/api/catalogue';
import type { MutationControl, WidgetData } from '@/ui/widget';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import { beijingMinute } from '@/domain/beijingTime';

export const BATCH_TEXT = {
  publish: '发布新一批',
  confirm: '把所有有效且尚未发布的证书发布为新一批圳品目录？',
  published: (title: string, total: number) => `${title}已发布，共${total}个产品`,
  empty: '尚未发布目录',
  columns: { batchNo: '批次', title: '名称', total: '产品数', publishTime: '发布时间' },
} as const;

export interface CertBatchesViewProps {
  state: WidgetData<readonly CatalogueBatch[]>;
  /** Whether the user may publish (the certificate officer). */
  canPublish: boolean;
  publish: MutationControl<void>;
}

export function CertBatchesView({ state, canPublish, publish }: CertBatchesViewProps) {
  const { message } = App.useApp();
  const run = () =>
    publish.run().then(
      (b) => {
        const batch = b as CatalogueBatch;
        void message.success(BATCH_TEXT.published(batch.title, batch.total));
      },
      () => undefined, // shown above the table
    );
  return (
    <Flex vertical gap={8} style={{ height: '100%' }}>
      {canPublish && (
        <Flex justify="flex-end">
          <Popconfirm title={BATCH_TEXT.confirm} onConfirm={run}>
            <Button className="no-drag" type="primary" icon={<CloudUploadOutlined />} loading={publish.pending}>
              {BATCH_TEXT.publish}
            </Button>
          </Popconfirm>
        </Flex>
      )}
      {publish.error && <Alert type="warning" showIcon closable title={publish.error} onClose={() => publish.reset()} />}
      <WidgetBody state={state} isEmpty={(d) => d.length === 0} emptyText={BATCH_TEXT.empty}>
        {(batches) => (
          <Table<CatalogueBatch>
            className="no-drag"
            data-testid="cert-batches"
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={[...batches]}
            columns={[
              { key: 'batchNo', title: BATCH_TEXT.columns.batchNo, width: 90, render: (_v, b) => `第${b.batchNo}批` },
              { key: 'title', title: BATCH_TEXT.columns.title, dataIndex: 'title' },
              { key: 'total', title: BATCH_TEXT.columns.total, dataIndex: 'total', width: 90 },
              { key: 'publishTime', title: BATCH_TEXT.columns.publishTime, width: 170, render: (_v, b) => <Typography.Text>{beijingMinute(new Date(b.publishTime))}</Typography.Text> },
            ]}
          />
        )}
      </WidgetBody>
    </Flex>
  );
}
