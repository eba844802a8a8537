/**
 * What a form tells its user about the network and its draft, in plain words: offline (what is
 * typed is kept on this device), queued (saved here, sent when the network returns), a draft
 * restored from an earlier visit (with 丢弃草稿).
 */
import { Alert, Button } from 'antd';

export const DRAFT_TEXT = {
  queued: '离线，已暂存草稿，联网后自动保存',
  offline: '当前离线：填写的内容已暂存在本机，点击保存后将在联网时自动提交',
  restored: '已恢复上次未保存的草稿',
  discard: '丢弃草稿',
  savedLater: '已联网，草稿已保存',
} as const;

export interface DraftNoticeProps {
  readonly online: boolean;
  /** A save of this form is waiting for the network. */
  readonly queued: boolean;
  /** The form opened with a draft from before. */
  readonly restored: boolean;
  /** Throws the restored draft away (the form goes back to the record). */
  readonly onDiscard?: () => void;
}

export function DraftNotice({ online, queued, restored, onDiscard }: DraftNoticeProps) {
  if (queued) return <Alert type="warning" showIcon role="status" title={DRAFT_TEXT.queued} />;
  return (
    <>
      {!online && <Alert type="warning" showIcon role="status" title={DRAFT_TEXT.offline} />}
      {restored && (
        <Alert
          type="info"
          showIcon
          role="status"
          title={DRAFT_TEXT.restored}
          action={
            onDiscard && (
              <Button size="small" onClick={onDiscard}>
                {DRAFT_TEXT.discard}
              </Button>
            )
          }
        />
      )}
    </>
  );
}
