/**
 * The user dropdown in the header (screens document §2): 首页, 修改密码 (the account area's
 * dialog), 退出登录 (logout: revokes the token, clears tabs and storage, goes to /login).
 * 个人中心 is listed too: the personal centre has no other way in.
 */
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, HomeOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';

export const USER_MENU = { home: '首页', personal: '个人中心', changePassword: '修改密码', logout: '退出登录' } as const;
export type UserMenuAction = keyof typeof USER_MENU;

export interface UserMenuProps {
  name: string;
  avatar?: string | null;
  compact?: boolean;
  onAction(action: UserMenuAction): void;
}

const items: MenuProps['items'] = [
  { key: 'home', icon: <HomeOutlined />, label: USER_MENU.home },
  { key: 'personal', icon: <UserOutlined />, label: USER_MENU.personal },
  { key: 'changePassword', icon: <KeyOutlined />, label: USER_MENU.changePassword },
  { type: 'divider' },
  { key: 'logout', icon: <LogoutOutlined />, label: USER_MENU.logout },
];

export function UserMenu({ name, avatar, compact = false, onAction }: UserMenuProps) {
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onAction(key as UserMenuAction) }} placement="bottomRight">
      <button type="button" className="zp-user" aria-label={`用户菜单 ${name}`}>
        <Avatar size="small" src={avatar || undefined} icon={<UserOutlined />} />
        {!compact && <span className="zp-user-name">{name}</span>}
        <DownOutlined className="zp-user-caret" />
      </button>
    </Dropdown>
  );
}
