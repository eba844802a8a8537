/**
 * The password-age reminder (spec §5): the initial-password prompt, or the warning after 180
 * days, with a button to change the password now. Shown once per sign-in by AccountReminders.
 */
import { Button, Modal, Typography } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { PASSWORD_NOTICE_TEXT, type PasswordNotice } from './rules';

export interface PasswordAgeModalProps {
  notice: PasswordNotice | null;
  onChangeNow: () => void;
  onLater: () => void;
}

export function PasswordAgeModal({ notice, onChangeNow, onLater }: PasswordAgeModalProps) {
  const initial = notice?.kind === 'initial';
  return (
    <Modal
      open={notice !== null}
      title={
        <span>
          <ExclamationCircleFilled style={{ color: '#faad14', marginRight: 8 }} />
          {initial ? PASSWORD_NOTICE_TEXT.initialTitle : PASSWORD_NOTICE_TEXT.expiredTitle}
        </span>
      }
      onCancel={onLater}
      mask={{ closable: false }}
      destroyOnHidden
      width={420}
      footer={[
        <Button key="later" onClick={onLater}>
          {PASSWORD_NOTICE_TEXT.later}
        </Button>,
        <Button key="now" type="primary" onClick={onChangeNow}>
          {PASSWORD_NOTICE_TEXT.changeNow}
        </Button>,
      ]}
    >
      <Typography.Paragraph style={{ margin: 0 }}>
        {notice?.kind === 'expired' ? PASSWORD_NOTICE_TEXT.expired(notice.days) : PASSWORD_NOTICE_TEXT.initial}
      </Typography.Paragraph>
    </Modal>
  );
}
