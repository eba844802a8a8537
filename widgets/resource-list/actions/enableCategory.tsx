/**
 * Product categories: 停用 / 启用 a branch (PUT /api/pro/category/updEnabled/{id} {enabled}).
 * Disabling takes every sub-category with it; enabling also enables the categories above.
 */
import { PERMS } from '@/domain/permissions';
import { defineRowAction } from './types';

export const CATEGORY_ENABLE_TEXT = {
  disable: '停用',
  enable: '启用',
  disableConfirm: '确认停用该分类吗？其下级分类将一并停用。',
  enableConfirm: '确认启用该分类吗？其上级和下级分类将一并启用。',
} as const;

export default defineRowAction({
  resource: 'category',
  perm: PERMS.category.enable,
  label: (row) => (row.enabled ? CATEGORY_ENABLE_TEXT.disable : CATEGORY_ENABLE_TEXT.enable),
  // The four product types are fixed roots.
  visible: (row) => Number(row.level) > 1,
  confirm: (row) => (row.enabled ? CATEGORY_ENABLE_TEXT.disableConfirm : CATEGORY_ENABLE_TEXT.enableConfirm),
  run: async (row, api) => {
    await api.put(`${api.prefix}/updEnabled/${String(row.id)}`, { enabled: !row.enabled });
    return row.enabled ? CATEGORY_ENABLE_TEXT.disable : CATEGORY_ENABLE_TEXT.enable;
  },
});
