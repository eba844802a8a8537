/** 日志完整性 as the layout host mounts it: the check's query into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { LogIntegrityConfig } from './index';
import { useData } from './useData';
import { LogIntegrityView } from './View';

export default function LogIntegrityWidget(_props: WidgetProps<LogIntegrityConfig>) {
  const d = useData();
  return <LogIntegrityView state={d.state} checking={d.checking} onRecheck={d.recheck} />;
}
