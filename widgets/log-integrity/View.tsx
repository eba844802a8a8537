/** Pure: each audit log's finding in a sentence, whole or broken, and 重新校验. */
import { Alert, Button, Flex } from 'antd';
import { chainReportText, type ChainReport } from '@/domain/logChain';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { WidgetData } from '@/ui/widget';

export const INTEGRITY_TEXT = {
  recheck: '重新校验',
  explain: '每条流程日志与操作日志写入后数秒内封存进哈希链：此后在数据库中改动或删除任何一条，这里都会指出第一处。',
} as const;

export interface LogIntegrityViewProps {
  state: WidgetData<readonly ChainReport[]>;
  checking: boolean;
  onRecheck: () => void;
}

export function LogIntegrityView({ state, checking, onRecheck }: LogIntegrityViewProps) {
  return (
    <WidgetBody state={state} rows={2}>
      {(reports) => (
        <Flex vertical gap={8}>
          {reports.map((r) => (
            <Alert key={r.log} type={r.broken ? 'error' : 'success'} showIcon title={chainReportText(r)} role={r.broken ? 'alert' : undefined} />
          ))}
          <Flex justify="space-between" align="center" gap={8} wrap>
            <span style={{ color: 'rgba(0, 0, 0, 0.65)', fontSize: 12 }}>{INTEGRITY_TEXT.explain}</span>
            <Button size="small" onClick={onRecheck} loading={checking}>
              {INTEGRITY_TEXT.recheck}
            </Button>
          </Flex>
        </Flex>
      )}
    </WidgetBody>
  );
}
