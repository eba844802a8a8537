/**
 * The drawer of one move (提交审核, 审核不通过, …): what it changes (from → to), the opinion (with
 * the red asterisk and its message when the move requires one; at most 500 characters), uploads
 * when the move takes attachments, and the server's refusal in its own words above the form.
 * Submitting runs the page's move mutation; the drawer closes when it succeeds.
 */
import { Alert, Button, Drawer, Flex, Form, Input, Space, Tag, Typography } from 'antd';
import type { FlowAction } from '@/api/workflow';
import { codeLabel } from '@/domain/codes';
import type { FieldDef } from '@/domain/resource';
import { OPINION_MAX, WORKFLOW_TEXT, type WorkflowDef } from '@/domain/workflows/engine';
import { FileFieldInput } from '@/ui/resource/FileFieldInput';
import type { MoveControl, MoveInput } from './useData';
import { RECORD_TEXT, statusTone } from './record';

/** The uploads of a move: any allowed type, up to ten files. */
const ATTACHMENTS_FIELD: FieldDef = { label: RECORD_TEXT.attachments, type: 'file', upload: { maxCount: 10 } };

export interface ActionDrawerProps {
  /** The move being made; null keeps the drawer closed. */
  action: FlowAction | null;
  flow: WorkflowDef;
  /** The record's status now (the "from" of the move). */
  status: number;
  /** How the record is named in the drawer's title (the product's name). */
  recordTitle?: string;
  move: MoveControl;
  onClose: () => void;
  /** After the move succeeded (the page says so). */
  onDone: (action: FlowAction) => void;
}

interface DrawerValues {
  opinion?: string;
  annexIds?: string;
}

export function ActionDrawer({ action, flow, status, recordTitle, move, onClose, onDone }: ActionDrawerProps) {
  const [form] = Form.useForm<DrawerValues>();
  const submit = (values: DrawerValues) => {
    if (!action) return;
    const opinion = values.opinion?.trim();
    const input: MoveInput = { action: action.action, ...(opinion ? { opinion } : {}), ...(values.annexIds ? { annexIds: values.annexIds } : {}) };
    move.run(input).then(
      () => onDone(action),
      // The refusal shows above the form (move.error); the drawer stays open for another try.
      () => undefined,
    );
  };
  const label = action?.label ?? '';
  return (
    <Drawer
      open={action !== null}
      title={recordTitle ? `${label}：${recordTitle}` : label}
      size="min(480px, 100vw)"
      destroyOnHidden
      onClose={onClose}
      afterOpenChange={(open) => {
        // A refusal belongs to the drawer it was shown in.
        if (!open) move.reset();
      }}
      className="no-drag"
      footer={
        <Flex justify="flex-end">
          <Space>
            <Button onClick={onClose}>{RECORD_TEXT.cancel}</Button>
            <Button type="primary" danger={action?.danger} loading={move.pending} onClick={() => form.submit()}>
              {RECORD_TEXT.submit}
            </Button>
          </Space>
        </Flex>
      }
    >
      {action && (
        <Flex vertical gap={16}>
          {move.error && <Alert type="error" showIcon title={move.error} />}
          <div>
            <Typography.Text type="secondary">{RECORD_TEXT.moveFrom}：</Typography.Text>
            <Tag color={statusTone(flow, status)}>{codeLabel(flow.statusCodes, status)}</Tag>→{' '}
            <Tag color={statusTone(flow, action.to)}>{codeLabel(flow.statusCodes, action.to)}</Tag>
          </div>
          <Form<DrawerValues> form={form} layout="vertical" onFinish={submit} disabled={move.pending}>
            {action.opinion !== 'none' && (
              <Form.Item
                name="opinion"
                label={RECORD_TEXT.opinion}
                required={action.opinion === 'required'}
                rules={[
                  ...(action.opinion === 'required' ? [{ required: true, whitespace: true, message: WORKFLOW_TEXT.opinionRequired(label) }] : []),
                  { max: OPINION_MAX, message: WORKFLOW_TEXT.opinionTooLong },
                ]}
              >
                <Input.TextArea rows={5} maxLength={OPINION_MAX} showCount placeholder={RECORD_TEXT.opinionPlaceholder(label)} />
              </Form.Item>
            )}
            {action.attachments && (
              <Form.Item name="annexIds" label={RECORD_TEXT.attachments}>
                <FileFieldInput field={ATTACHMENTS_FIELD} />
              </Form.Item>
            )}
          </Form>
        </Flex>
      )}
    </Drawer>
  );
}
