/**
 * The personal centre (spec §2, /personalCenterIndex 个人中心): the user's own profile (name,
 * sex, email, mobile, avatar) to edit and save, the organisation and roles (read-only), the last
 * sign-in, and the change-password entry. Pure view: the page hands in the user and the calls.
 */
import { useState } from 'react';
import { App, Button, Card, Col, Descriptions, Flex, Form, Input, Radio, Row, Tag, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@/domain/account';
import { CODE_LISTS, codeLabel, hasCode } from '@/domain/codes';
import { validators } from '@/domain/validators';
import { AvatarField } from './AvatarField';
import { FormError } from './FormError';
import { RULES, rule } from './formRules';
import { errorText } from './errorText';
import type { ProfileChange } from './useAccountActions';
import { beijingDateTime } from '@/domain/beijingTime';

export interface ProfileValues {
  name: string;
  sex?: string | null;
  email?: string | null;
  mobile?: string | null;
  avatar?: string | null;
}

export interface ProfileViewProps {
  user: CurrentUser;
  onSave: (values: ProfileChange) => Promise<void>;
  /** The save is under way (the page's mutation): 保存 shows it. */
  saving: boolean;
  onUploadAvatar: (file: File) => Promise<string>;
  /** An avatar upload is under way: 更换头像 shows it. */
  uploading: boolean;
  onChangePassword: () => void;
}

export const PROFILE_TEXT = {
  title: '个人中心',
  basic: '基本资料',
  account: '账号信息',
  save: '保存',
  saved: '操作成功!',
  changePassword: '修改密码',
  avatarHint: '支持 JPG、JPEG、PNG 格式，上传后点击保存生效',
} as const;

const when = (iso: string | null | undefined) => (iso ? beijingDateTime(new Date(iso)) : '—');
const USER_STATUS_TEXT: Record<number, { text: string; color: string }> = {
  0: { text: '正常', color: 'success' },
  1: { text: '待审核', color: 'warning' },
  2: { text: '审核未通过', color: 'error' },
};

function orgTypeText(type: string | null | undefined): string {
  if (!type) return '—';
  return type
    .split(',')
    .map((t) => t.trim())
    // An institution's type lists its unit types ("2,4"): 2 reads as 评价机构, 4 and 5 from the unit list.
    .map((t) => (hasCode('orgType', t) ? codeLabel('orgType', t) : codeLabel('unitType', t)))
    .join('、');
}

export function ProfileView({ user, onSave, saving, onUploadAvatar, uploading, onChangePassword }: ProfileViewProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileValues>();
  const [error, setError] = useState<string | null>(null);
  const u = user.info.sysUser;
  const org = user.info.sysOrg;
  const status = USER_STATUS_TEXT[u.status] ?? { text: String(u.status), color: 'default' };
  const avatar = Form.useWatch('avatar', form) ?? u.avatar;

  const submit = async (v: ProfileValues) => {
    setError(null);
    try {
      await onSave({ name: v.name, sex: v.sex ?? null, email: v.email ?? null, mobile: v.mobile ?? null, avatar: v.avatar ?? null });
      message.success(PROFILE_TEXT.saved);
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9} xl={8}>
        <Card title={PROFILE_TEXT.account}>
          <Flex vertical align="center" gap={4} style={{ marginBottom: 16 }}>
            <AvatarField value={avatar} onChange={(url) => form.setFieldValue('avatar', url)} onUpload={onUploadAvatar} busy={uploading} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {PROFILE_TEXT.avatarHint}
            </Typography.Text>
            <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
              {u.name || u.username}
            </Typography.Title>
            <Typography.Text type="secondary">{u.username}</Typography.Text>
          </Flex>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'org', label: '所属组织', children: org?.name ?? '—' },
              { key: 'orgType', label: '组织类型', children: orgTypeText(org?.type) },
              {
                key: 'roles',
                label: '角色',
                children: user.info.roles.length ? (
                  <Flex wrap gap={4}>
                    {user.info.roles.map((r) => (
                      <Tag key={r.code} color="blue">
                        {r.name}
                      </Tag>
                    ))}
                  </Flex>
                ) : (
                  '—'
                ),
              },
              { key: 'status', label: '账号状态', children: <Tag color={status.color}>{status.text}</Tag> },
              { key: 'last', label: '最后登录时间', children: when(u.lastLoginTime) },
              { key: 'pwd', label: '密码修改时间', children: u.pwdUpdateTime ? when(u.pwdUpdateTime) : '初始密码' },
            ]}
          />
          <Button block icon={<LockOutlined />} onClick={onChangePassword} style={{ marginTop: 16 }}>
            {PROFILE_TEXT.changePassword}
          </Button>
        </Card>
      </Col>
      <Col xs={24} lg={15} xl={16}>
        <Card title={PROFILE_TEXT.basic}>
          <Form
            form={form}
            name="profile"
            layout="horizontal"
            // Grid spans, not an inline flex width: the shell puts labels on top under 922 px by CSS,
            // which an inline style on the label column would override.
            labelCol={{ span: 5 }}
            wrapperCol={{ span: 19 }}
            style={{ maxWidth: 640 }}
            initialValues={{ name: u.name ?? '', sex: u.sex ?? null, email: u.email ?? '', mobile: u.mobile ?? '', avatar: u.avatar }}
            onFinish={(v) => void submit(v)}
          >
            <Form.Item name="avatar" hidden>
              <Input />
            </Form.Item>
            <Form.Item label="用户名">
              <Typography.Text>{u.username}</Typography.Text>
            </Form.Item>
            <Form.Item name="name" label="姓名" rules={RULES.personName}>
              <Input maxLength={15} />
            </Form.Item>
            <Form.Item name="sex" label="性别">
              <Radio.Group options={CODE_LISTS.sex.items.map((i) => ({ value: i.value, label: i.label }))} />
            </Form.Item>
            <Form.Item name="email" label="邮箱" rules={RULES.email}>
              <Input maxLength={100} placeholder="如 name@example.com" />
            </Form.Item>
            <Form.Item name="mobile" label="手机号码" rules={[rule(validators.mobile)]}>
              <Input maxLength={11} placeholder="如 138xxxx8754" />
            </Form.Item>
            {/* A blank label keeps the button under the fields, whether labels sit beside or above them. */}
            <Form.Item label=" " colon={false}>
              <FormError text={error} />
              <Button type="primary" htmlType="submit" loading={saving}>
                {PROFILE_TEXT.save}
              </Button>
            </Form.Item>
          </Form>
        </Card>
      </Col>
    </Row>
  );
}
