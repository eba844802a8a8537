/** Users: 停用 / 启用 (POST /api/sysuser/disable {ids, disabled}); a disabled user is signed out at once. */
import { PERMS } from '@/domain/permissions';
import { defineRowAction } from './types';

export const DISABLE_TEXT = {
  disable: '停用',
  enable: '启用',
  disableConfirm: '确认停用该用户吗？停用后该用户将立即退出登录。',
  enableConfirm: '确认启用该用户吗？',
} as const;

export default defineRowAction({
  resource: 'sysuser',
  perm: PERMS.user.disable,
  label: (row) => (row.disabled ? DISABLE_TEXT.enable : DISABLE_TEXT.disable),
  confirm: (row) => (row.disabled ? DISABLE_TEXT.enableConfirm : DISABLE_TEXT.disableConfirm),
  run: async (row, api) => {
    await api.post(`${api.prefix}/disable`, { ids: String(row.id), disabled: !row.disabled });
    return row.disabled ? DISABLE_TEXT.enable : DISABLE_TEXT.disable;
  },
});
