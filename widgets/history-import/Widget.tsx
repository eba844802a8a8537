/** The import page as the layout host mounts it. */
import type { WidgetProps } from '@/ui/widget';
import type { HistoryImportConfig } from './index';
import { useData } from './useData';
import { HistoryImportView } from './View';

export default function HistoryImportWidget({ config }: WidgetProps<HistoryImportConfig>) {
  const d = useData();
  return (
    <HistoryImportView
      preview={d.preview}
      importState={d.importState}
      pageSize={config.pageSize}
      downloading={d.downloading}
      onDownloadTemplate={d.downloadTemplate}
      onPick={d.pick}
      onImport={d.runImport}
      onReset={d.reset}
    />
  );
}
