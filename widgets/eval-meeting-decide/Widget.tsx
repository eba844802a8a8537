/** The meeting decisions as the layout host mounts them: the meeting named by a layout variable, whether the user decides, and 保存决定. */
import type { WidgetProps } from '@/ui/widget';
import type { EvalMeetingDecideConfig } from './index';
import { useData } from './useData';
import { EvalMeetingDecideView } from './View';

export default function EvalMeetingDecideWidget({ config, vars }: WidgetProps<EvalMeetingDecideConfig>) {
  const d = useData(config, vars);
  return <EvalMeetingDecideView state={d.state} manager={d.manager} decide={d.decide} />;
}
