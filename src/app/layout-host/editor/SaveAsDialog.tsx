/** Where a layout administrator saves the edited layout: a role's default, or everyone's (system). */
import { useState } from 'react';
import { Form, Modal, Radio, Select } from 'antd';
import { ROLE_CODES, ROLES, type RoleCode } from '@/domain/roles';
import type { SaveTarget } from '@/api/layout';

export interface SaveAsDialogProps {
  busy: boolean;
  onSave: (target: SaveTarget) => void;
  onClose: () => void;
}

export function SaveAsDialog({ busy, onSave, onClose }: SaveAsDialogProps) {
  const [scope, setScope] = useState<'role' | 'system'>('role');
  const [role, setRole] = useState<RoleCode>('R_MNG_USER');
  return (
    <Modal open title="保存为默认布局" okText="保存" cancelText="取消" confirmLoading={busy} onCancel={onClose} onOk={() => onSave(scope === 'role' ? { scope, role } : { scope })}>
      <Form layout="vertical">
        <Form.Item label="保存为">
          <Radio.Group value={scope} onChange={(e) => setScope(e.target.value as 'role' | 'system')}>
            <Radio value="role">角色的默认布局</Radio>
            <Radio value="system">系统默认布局（所有用户）</Radio>
          </Radio.Group>
        </Form.Item>
        {scope === 'role' && (
          <Form.Item label="角色">
            <Select aria-label="角色" value={role} onChange={setRole} options={ROLE_CODES.map((c) => ({ value: c, label: ROLES[c].name }))} />
          </Form.Item>
        )}
        <Form.Item extra="用户自己保存的布局优先于角色的默认布局，角色的默认布局优先于系统默认布局。" style={{ marginBottom: 0 }} />
      </Form>
    </Modal>
  );
}
