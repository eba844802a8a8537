/** Users: 分配角色 — the role picker with the user's current roles (POST /api/sysuser/grantRole). */
import { Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { PERMS } from '@/domain/permissions';
import { defineRowAction, type RowActionDialogProps } from './types';

export interface RoleOption {
  id: number;
  code: string;
  name: string;
}

export const GRANT_TEXT = { grantRole: '分配角色', roles: '角色', rolesPlaceholder: '请选择角色' } as const;

function GrantRoleDialog({ row, api, onClose }: RowActionDialogProps) {
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const [value, setValue] = useState<string[]>(() => String(row.roleCodes ?? '').split(',').filter(Boolean));
  const [saving, setSaving] = useState(false);
  const name = String(row.name ?? row.username ?? '');
  useEffect(() => {
    let live = true;
    api.read<RoleOption[]>('/api/sysrole/lst').then((r) => live && setRoles(r), () => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return (
    <Modal
      open
      title={`${GRANT_TEXT.grantRole}：${name}`}
      confirmLoading={saving}
      onCancel={() => onClose(false)}
      onOk={async () => {
        setSaving(true);
        try {
          await api.post(`${api.prefix}/grantRole`, { userId: row.id, roleCodes: value.join(',') });
          onClose(true);
        } catch {
          // The http client has shown the server's message; the dialog stays open to try again.
        } finally {
          setSaving(false);
        }
      }}
    >
      <Form layout="vertical">
        <Form.Item label={GRANT_TEXT.roles}>
          <Select
            mode="multiple"
            aria-label={GRANT_TEXT.roles}
            placeholder={GRANT_TEXT.rolesPlaceholder}
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

export default defineRowAction({
  resource: 'sysuser',
  perm: PERMS.user.grant,
  label: () => GRANT_TEXT.grantRole,
  Dialog: GrantRoleDialog,
});
