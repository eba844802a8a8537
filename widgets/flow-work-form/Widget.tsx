/** The work form as the layout host mounts it: the record named by a layout variable, its flow and 保存. */
import type { WidgetProps } from '@/ui/widget';
import type { FlowWorkFormConfig } from './index';
import { useData } from './useData';
import { FlowWorkFormView } from './View';

export default function FlowWorkFormWidget({ config, vars }: WidgetProps<FlowWorkFormConfig>) {
  const d = useData(config, vars);
  return <FlowWorkFormView name={config.form} def={d.def} record={d.record} flow={d.flow} lookups={d.lookups} save={d.save} />;
}
