/** The export button as the layout host mounts it. */
import { useRef } from 'react';
import type { WidgetProps } from '@/ui/widget';
import type { ExportConfig } from './index';
import { useData } from './useData';
import { ExportView } from './View';

export default function ExportWidget({ config }: WidgetProps<ExportConfig>) {
  const ref = useRef<HTMLDivElement>(null);
  const { state, run } = useData(ref, config.fileName);
  return (
    <div ref={ref} style={{ height: '100%' }}>
      <ExportView state={state} onExport={run} />
    </div>
  );
}
