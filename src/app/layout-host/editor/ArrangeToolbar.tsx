/**
 * The toolbar of a layout being arranged: 添加组件, 撤销 / 重做, 保存, 保存为… (layout
 * administrators: a role's or everyone's default), 放弃 and 恢复默认 (forget the user's own
 * layout). Loaded with the draggable grid (arranging.ts).
 */
import { PlusOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Space, theme } from 'antd';
import { EDIT_TEXT } from './EditToolbar';

export interface ArrangeToolbarProps {
  narrow: boolean;
  canUndo: boolean;
  canRedo: boolean;
  dirty: boolean;
  busy: boolean;
  /** Layout administrators may save for a role or for everyone. */
  canSaveShared: boolean;
  onAdd: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onSaveAs: () => void;
  onDiscard: () => void;
  onRestore: () => void;
}

/** The toolbar as an element: the editor holds this module once loaded and calls it. */
export const arrangeToolbar = (props: ArrangeToolbarProps) => <ArrangeToolbar {...props} />;

function ArrangeToolbar(p: ArrangeToolbarProps) {
  // Plain spans coloured by the theme instead of antd Typography (kept off every page's path, ARCHITECTURE.md §8).
  const { token } = theme.useToken();
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
