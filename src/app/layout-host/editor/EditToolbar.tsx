/**
 * The toolbar above a layout. In view mode: 编辑布局 (disabled below 992 px, with the reason:
 * the stacked form shown there is not the layout and is never saved). In edit mode: 添加组件,
 * 撤销 / 重做, 保存, 保存为… (layout administrators: a role's or everyone's default), 放弃 and
 * 恢复默认 (forget the user's own layout).
 */
import { EditOutlined, PlusOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Space, Tooltip, theme } from 'antd';

export const EDIT_TEXT = {
  edit: '编辑布局',
  narrow: '窄屏（小于 992 像素）下组件纵向排列，不能编辑布局；请在更宽的窗口中编辑',
  editing: '正在编辑布局：拖动标题栏移动组件，拖动右下角调整大小',
  add: '添加组件',
  undo: '撤销',
  redo: '重做',
  save: '保存',
  saveAs: '保存为…',
  discard: '放弃',
  restore: '恢复默认',
  restoreConfirm: '恢复默认布局？你保存的布局将被删除。',
} as const;

export interface EditToolbarProps {
  editing: boolean;
  narrow: boolean;
  canUndo: boolean;
  canRedo: boolean;
  dirty: boolean;
  busy: boolean;
  /** Layout administrators may save for a role or for everyone. */
  canSaveShared: boolean;
  onEdit: () => void;
  onAdd: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onSaveAs: () => void;
  onDiscard: () => void;
  onRestore: () => void;
}

export function EditToolbar(p: EditToolbarProps) {
  // Plain spans coloured by the theme instead of antd Typography (kept off every page's path, ARCHITECTURE.md §8).
  const { token } = theme.useToken();
  if (!p.editing) {
    return (
      <Flex justify="flex-end" data-no-export style={{ marginBottom: 12 }}>
        <Tooltip title={p.narrow ? EDIT_TEXT.narrow : undefined}>
          <Button icon={<EditOutlined />} disabled={p.narrow} onClick={p.onEdit}>
            {EDIT_TEXT.edit}
          </Button>
        </Tooltip>
      </Flex>
    );
  }
  return (
    <Flex role="toolbar" aria-label="布局编辑" data-no-export wrap justify="space-between" align="center" gap={8} style={{ marginBottom: 12, padding: '8px 12px', background: '#e6f4ff', border: '1px solid #91caff', borderRadius: 8 }}>
      <span style={{ color: token.colorText }}>
        {p.narrow ? EDIT_TEXT.narrow : EDIT_TEXT.editing}
        {p.dirty && <span style={{ color: token.colorWarning }}>（有未保存的修改）</span>}
      </span>
      <Space wrap>
        <Button icon={<PlusOutlined />} onClick={p.onAdd} disabled={p.narrow}>
          {EDIT_TEXT.add}
        </Button>
        <Button icon={<UndoOutlined />} onClick={p.onUndo} disabled={!p.canUndo}>
          {EDIT_TEXT.undo}
        </Button>
        <Button icon={<RedoOutlined />} onClick={p.onRedo} disabled={!p.canRedo}>
          {EDIT_TEXT.redo}
        </Button>
        <Popconfirm title={EDIT_TEXT.restoreConfirm} okText="确定" cancelText="取消" onConfirm={p.onRestore}>
          <Button disabled={p.busy}>{EDIT_TEXT.restore}</Button>
        </Popconfirm>
        <Button onClick={p.onDiscard} disabled={p.busy}>
          {EDIT_TEXT.discard}
        </Button>
        {p.canSaveShared && (
          <Button onClick={p.onSaveAs} disabled={p.busy}>
            {EDIT_TEXT.saveAs}
          </Button>
        )}
        <Button type="primary" onClick={p.onSave} loading={p.busy}>
          {EDIT_TEXT.save}
        </Button>
      </Space>
    </Flex>
  );
}
