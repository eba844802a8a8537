/**
 * 申请注销: what it means, an optional reason (at most 500 characters), the server's refusal in
 * its own words above the form. Confirming runs the cancel mutation; the dialog closes when it
 * succeeds.
 */
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { CANCEL_REASON_MAX, OWN_ORG_TEXT } from './org';
import type { MutationControl } from '@/ui/widget';

export interface CancelDialogProps {
  open: boolean;
  /** The organisation's name, in the title. */
  orgName: string;
  cancel: MutationControl<string | undefined>;
  onClose: () => void;
  onDone: () => void;
}

interface CancelValues {
  reason?: string;
}

export function CancelDialog({ open, orgName, cancel, onClose, onDone }: CancelDialogProps) {
  const [form] = Form.useForm<CancelValues>();
  const submit = ({ reason }: CancelValues) => {
    cancel.run(reason?.trim() || undefined).then(
      onDone,
      // The refusal shows above the form (cancel.error); the dialog stays open.
      () => undefined,
    );
  };
  return (
    <Modal
      open={open}
      title={`${OWN_ORG_TEXT.requestCancel}：${orgName}`}
      okText={OWN_ORG_TEXT.cancelSubmit}
      cancelText={OWN_ORG_TEXT.close}
      okButtonProps={{ danger: true }}
      confirmLoading={cancel.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => cancel.reset()}
      className="no-drag"
    >
      {cancel.error && <Alert type="error" showIcon title={cancel.error} role="alert" style={{ marginBottom: 16 }} />}
      <Typography.Paragraph type="secondary">{OWN_ORG_TEXT.cancelNotice}</Typography.Paragraph>
      <Form<CancelValues> form={form} layout="vertical" onFinish={submit} disabled={cancel.pending}>
        <Form.Item name="reason" label={OWN_ORG_TEXT.cancelReason} rules={[{ max: CANCEL_REASON_MAX, message: OWN_ORG_TEXT.cancelTooLong }]}>
          <Input.TextArea rows={4} maxLength={CANCEL_REASON_MAX} showCount placeholder={OWN_ORG_TEXT.cancelReasonPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
