/**
 * The caller's own organisation (pure). View mode: a heading with the name and the status as a
 * coloured tag, the details as descriptions with people's labels (组织类型 评价机构、检测机构, the
 * area's names, the assistance type's label, dates), and the buttons the user may use: 编辑 (a
 * dialog with the form) and 申请注销 (a dialog asking the reason). Form mode: the same heading
 * and the edit form open on the page with 保存 and 重置. Everything it shows comes in as props.
 */
import { Button, Descriptions, Flex, Form, Modal, Space, Tag, Typography, message, theme } from 'antd';
import { useState } from 'react';
import type { OwnOrg, OwnOrgChanges } from '@/api/ownOrg';
import { codeLabel } from '@/domain/codes';
import { PERMS } from '@/domain/permissions';
import { toneOf } from '@/domain/workflows';
import { usePerm } from '@/ui/perm/Perm';
import { displayValue, type Row } from '@/ui/resource/fields';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { MutationControl, WidgetData } from '@/ui/widget';
import { CancelDialog } from './CancelDialog';
import type { OwnOrgConfig } from './index';
import { OrgForm, type AreaLoader } from './OrgForm';
import { canRequestCancel, detailFields, kindOf, OWN_ORG_TEXT } from './org';

export interface OwnOrgViewProps {
  mode: OwnOrgConfig['mode'];
  /** The permission that shows 编辑 (and the form of form mode). */
  editPerm: string;
  state: WidgetData<OwnOrg>;
  save: MutationControl<OwnOrgChanges>;
  cancel: MutationControl<string | undefined>;
  /** Children of an area, for the form's area cascader (without it the area is typed as a code). */
  loadArea?: AreaLoader;
}

/** The dialog's width: the spec's reusable dialog default. */
const DIALOG_WIDTH = 'min(66vw, 960px)';

function StatusTag({ status }: { status: number }) {
  return (
    <Tag color={toneOf('orgStatus', status)} data-testid="own-org-status" style={{ marginInlineEnd: 0 }}>
      {codeLabel('orgStatus', status) || String(status)}
    </Tag>
  );
}

function Details({ org }: { org: OwnOrg }) {
  const row = org as unknown as Row;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      aria-label={OWN_ORG_TEXT.details(kindOf(org))}
      items={detailFields(org).map(([name, field]) => {
        const shown = displayValue(field, row[name]);
        return {
          key: name,
          label: field.label,
          span: name === 'address' || name === 'remark' ? ('filled' as const) : undefined,
          children: shown ? <span data-field={name}>{shown}</span> : <Typography.Text type="secondary">{OWN_ORG_TEXT.empty}</Typography.Text>,
        };
      })}
    />
  );
}

function OrgBody({ org, mode, editPerm, save, cancel, loadArea }: Omit<OwnOrgViewProps, 'state'> & { org: OwnOrg }) {
  const { token } = theme.useToken();
  const can = usePerm();
  const [toast, toastHolder] = message.useMessage();
  const [form] = Form.useForm();
  const [dialogForm] = Form.useForm();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const kind = kindOf(org);
  const canEdit = can(editPerm);
  // The cancel call asks ownOrg.edit (both 维护 pages grant it); management bodies cannot cancel.
  const canCancel = can(PERMS.ownOrg.edit) && canRequestCancel(org);
  const inline = mode === 'form' && canEdit;

  const saveChanges = (changes: Row, after: () => void) => {
    save.run(changes).then(
      () => {
        void toast.success(OWN_ORG_TEXT.saved);
        after();
      },
      // The refusal shows above the form (save.error).
      () => undefined,
    );
  };
  const unchanged = (after: () => void) => {
    void toast.info(OWN_ORG_TEXT.unchanged);
    after();
  };
  const closeEdit = () => setEditing(false);

  return (
    <Flex vertical gap={16} data-testid="own-org">
      {toastHolder}
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <Flex align="center" wrap gap={8} style={{ minWidth: 0, flex: '1 1 280px' }}>
          <h2 style={{ margin: 0, fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong, color: token.colorTextHeading, wordBreak: 'break-word' }}>{org.name}</h2>
          <StatusTag status={org.status} />
        </Flex>
        {inline ? (
          <Space className="no-drag">
            <Button onClick={() => form.resetFields()} disabled={save.pending}>
              {OWN_ORG_TEXT.reset}
            </Button>
            <Button type="primary" loading={save.pending} onClick={() => form.submit()}>
              {OWN_ORG_TEXT.save}
            </Button>
          </Space>
        ) : (
          (canEdit || canCancel) && (
            <Space role="group" aria-label={OWN_ORG_TEXT.actions} className="no-drag">
              {canEdit && (
                <Button type="primary" onClick={() => setEditing(true)}>
                  {OWN_ORG_TEXT.edit}
                </Button>
              )}
              {canCancel && (
                <Button danger onClick={() => setCancelling(true)}>
                  {OWN_ORG_TEXT.requestCancel}
                </Button>
              )}
            </Space>
          )
        )}
      </Flex>
      {inline ? (
        <OrgForm org={org} form={form} onSave={(c) => saveChanges(c, () => undefined)} onUnchanged={() => unchanged(() => undefined)} error={save.error} disabled={save.pending} loadArea={loadArea} />
      ) : (
        <Details org={org} />
      )}
      {canEdit && !inline && (
        <Modal
          open={editing}
          title={OWN_ORG_TEXT.editTitle(kind)}
          width={DIALOG_WIDTH}
          okText={OWN_ORG_TEXT.ok}
          cancelText={OWN_ORG_TEXT.close}
          confirmLoading={save.pending}
          onOk={() => dialogForm.submit()}
          onCancel={closeEdit}
          destroyOnHidden
          afterClose={() => save.reset()}
          className="no-drag"
        >
          <OrgForm org={org} form={dialogForm} onSave={(c) => saveChanges(c, closeEdit)} onUnchanged={() => unchanged(closeEdit)} error={save.error} disabled={save.pending} loadArea={loadArea} />
        </Modal>
      )}
      {/* Kept while open: a done request hides the button, and the dialog closes with its animation. */}
      {(canCancel || cancelling) && (
        <CancelDialog
          open={cancelling}
          orgName={org.name}
          cancel={cancel}
          onClose={() => setCancelling(false)}
          onDone={() => {
            void toast.success(OWN_ORG_TEXT.cancelSent);
            setCancelling(false);
          }}
        />
      )}
    </Flex>
  );
}

export function OwnOrgView({ state, ...props }: OwnOrgViewProps) {
  return (
    <WidgetBody state={state} rows={6}>
      {(org) => <OrgBody org={org} {...props} />}
    </WidgetBody>
  );
}
