/** 导出PDF button with what it is doing. Pure. */
import { Button, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { EXPORT_TEXT } from './exportPdf';
import type { ExportState } from './useData';

export interface ExportViewProps {
  state: ExportState;
  onExport: () => void;
}

export function ExportView({ state, onExport }: ExportViewProps) {
  return (
    <div style={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 8 }}>
      <Button type="primary" icon={<FilePdfOutlined />} loading={state.status === 'busy'} onClick={onExport}>
        {state.status === 'busy' ? EXPORT_TEXT.busy : EXPORT_TEXT.button}
      </Button>
      <Typography.Text type={state.status === 'failed' ? 'danger' : 'secondary'} role={state.status === 'failed' ? 'alert' : 'status'} style={{ fontSize: 12 }}>
        {state.status === 'failed' ? `${EXPORT_TEXT.failed}：${state.message}` : state.status === 'done' ? `${EXPORT_TEXT.done}（${state.pages} 页）` : EXPORT_TEXT.hint}
      </Typography.Text>
    </div>
  );
}
