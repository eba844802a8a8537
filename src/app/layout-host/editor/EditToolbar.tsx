/**
 * The toolbar above a layout that is looked at: 编辑布局 (disabled below 992 px, with the reason:
 * the stacked form shown there is not the layout and is never saved). The toolbar of edit mode
 * (ArrangeToolbar.tsx) loads with the draggable grid, when someone arranges.
 */
import { EditOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { Button } from 'antd';

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

/** The toolbar of a layout that is looked at: 编辑布局, and below 992 px why it is off. */
export function EditToolbar({ narrow, onEdit }: { narrow: boolean; onEdit: () => void }) {
  const reason = useId();
  return (
    <div data-no-export style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 8, marginBottom: 12 }}>
      {narrow && (
        <span id={reason} style={{ color: 'rgba(0, 0, 0, 0.65)', fontSize: 12 }}>
          {EDIT_TEXT.narrow}
        </span>
      )}
      <Button icon={<EditOutlined />} disabled={narrow} aria-describedby={narrow ? reason : undefined} onClick={onEdit}>
        {EDIT_TEXT.edit}
      </Button>
    </div>
  );
}
