/**
 * The record's history from the flow log, newest first: what was done (提交审核), the status it
 * moved from and to, by whom and for which organisation, when, the opinion, and the attachments.
 */
import { Flex, Tag, Timeline, Typography, theme } from 'antd';
import { fileUrl } from '@/domain/resources/file';
import type { FlowLogEntry, WorkflowDef } from '@/domain/workflows/engine';
import { EmptyState } from '@/ui/EmptyState';
import { annexTokens, formatTime, moveText, RECORD_TEXT, statusTone, TONE_TIMELINE } from './record';

export interface HistoryTimelineProps {
  flow: WorkflowDef;
  /** Oldest first, as the flow call answers. */
  history: readonly FlowLogEntry[];
  /** File id -> its name, where known (else 附件 N). */
  fileNames?: Readonly<Record<string, string>>;
}

export function HistoryTimeline({ flow, history, fileNames = {} }: HistoryTimelineProps) {
  const { token } = theme.useToken();
  if (!history.length) return <EmptyState image="simple" description={RECORD_TEXT.noHistory} />;
  const newestFirst = [...history].reverse();
  return (
    <Timeline
      aria-label={RECORD_TEXT.history}
      items={newestFirst.map((h) => ({
        key: h.id,
        color: TONE_TIMELINE[statusTone(flow, h.toStatus)],
        content: (
          <Flex vertical gap={4} data-testid="history-entry">
            <Flex wrap align="center" gap={8}>
              <Typography.Text strong>{h.actionLabel}</Typography.Text>
              <Tag style={{ marginInlineEnd: 0 }}>{moveText(flow, h)}</Tag>
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {h.actorName}
              {h.orgName ? `（${h.orgName}）` : ''} · <time dateTime={h.createTime}>{formatTime(h.createTime)}</time>
            </Typography.Text>
            {h.opinion && (
              <div style={{ background: token.colorFillQuaternary, borderRadius: token.borderRadius, padding: '6px 10px', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                <Typography.Text type="secondary">{RECORD_TEXT.opinion}：</Typography.Text>
                {h.opinion}
              </div>
            )}
            {annexTokens(h).length > 0 && (
              <Flex wrap gap={8}>
                <Typography.Text type="secondary">{RECORD_TEXT.attachments}：</Typography.Text>
                {annexTokens(h).map((t) => (
                  <a key={t} href={fileUrl(t)} target="_blank" rel="noreferrer">
                    {fileNames[t] ?? `${RECORD_TEXT.attachments} ${t}`}
                  </a>
                ))}
              </Flex>
            )}
          </Flex>
        ),
      }))}
    />
  );
}
