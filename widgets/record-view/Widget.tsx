/** The record page as the layout host mounts it: the record named by a layout variable, its flow and its moves into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { RecordViewConfig } from './index';
import { useData } from './useData';
import { RecordView } from './View';

export default function RecordViewWidget({ config, vars }: WidgetProps<RecordViewConfig>) {
  const d = useData(config, vars);
  return (
    <RecordView
      entry={d.entry}
      flow={d.flow}
      headerFields={config.headerFields}
      sections={d.sections}
      record={d.record}
      flowState={d.flowState}
      childRows={d.childRows}
      lookups={d.lookups}
      move={d.move}
    />
  );
}
