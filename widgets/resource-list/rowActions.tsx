/**
 * The extra row actions the list knows, declared per resource: for users 停用/启用, 重置密码 and
 * 分配角色 (calls document §7.1). A layout names them in `rowActions`; each shows only on its
 * resource and only with its permission.
 */
import { Form, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { PERMS } from '@/domain/permissions';
import type { ResourceName } from '@/domain/resources';
import type { ExtraRowAction } from './index';

export interface RoleOption {
  id: number;
  code: string;
  name: string;
}

export interface ExtraActionBinding {
  readonly resource: ResourceName;
  readonly perm: string;
}

export const EXTRA_ACTION_BINDINGS: Readonly<Record<ExtraRowAction, ExtraActionBinding>> = {
  disable: { resource: 'sysuser', perm: PERMS.user.disable },
  resetPwd: { resource: 'sysuser', perm: PERMS.user.resetPwd },
  grantRole: { resource: 'sysuser', perm: PERMS.user.grant },
};

export const ROW_TEXT = {
  edit: '编辑',
  remove: '删除',
  removeConfirm: '确认删除吗？',
  disable: '停用',
  enable: '启用',
  disableConfirm: '确认停用该用户吗？停用后该用户将立即退出登录。',
  enableConfirm: '确认启用该用户吗？',
  resetPwd: '重置密码',
  resetConfirm: '确认重置该用户的密码吗？',
  resetDone: '密码已重置',
  resetShowOnce: '新密码只显示这一次，请复制后告知用户：',
  grantRole: '分配角色',
  roles: '角色',
  rolesPlaceholder: '请选择角色',
} as const;

/** The one-time display of a generated password. */
export function PasswordResult({ password, onClose }: { password: string | null; onClose: () => void }) {
  return (
    <Modal open={password !== null} title={ROW_TEXT.resetDone} onOk={onClose} onCancel={onClose} cancelButtonProps={{ style: { display: 'none' } }} okText="知道了">
      <Typography.Paragraph>{ROW_TEXT.resetShowOnce}</Typography.Paragraph>
      <Typography.Paragraph copyable strong data-testid="reset-password">
        {password}
      </Typography.Paragraph>
    </Modal>
  );
}

export interface GrantRoleDialogProps {
  /** The user whose roles are edited; null closes the dialog. */
  user: { id: number; name: string; roleCodes: string[] } | null;
  loadRoles: () => Promise<RoleOption[]>;
  onSubmit: (userId: number, roleCodes: string[]) => Promise<unknown>;
  onClose: (changed: boolean) => void;
}

export function GrantRoleDialog({ user, loadRoles, onSubmit, onClose }: GrantRoleDialogProps) {
  const [roles, setRoles] = useState<RoleOption[]>([]);
  // The parent keys this dialog by user, so each user starts from their own roles.
  const [value, setValue] = useState<string[]>(user?.roleCodes ?? []);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!user) return;
    let live = true;
    loadRoles().then((r) => live && setRoles(r), () => undefined);
    return () => {
      live = false;
    };
  }, [user, loadRoles]);
  return (
    <Modal
      open={user !== null}
      title={`${ROW_TEXT.grantRole}${user ? `：${user.name}` : ''}`}
      confirmLoading={saving}
      onCancel={() => onClose(false)}
      onOk={async () => {
        if (!user) return;
        setSaving(true);
        try {
          await onSubmit(user.id, value);
          onClose(true);
        } catch {
          // The http client has shown the server's message; the dialog stays open to try again.
        } finally {
          setSaving(false);
        }
      }}
    >
      <Form layout="vertical">
        <Form.Item label={ROW_TEXT.roles}>
          <Select
            mode="multiple"
            aria-label={ROW_TEXT.roles}
            placeholder={ROW_TEXT.rolesPlaceholder}
            value={value}
            onChange={setValue}
            options={roles.map((r) => ({ value: r.code, label: r.name }))}
            optionFilterProp="label"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
