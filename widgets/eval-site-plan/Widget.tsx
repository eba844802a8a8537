/** 现场评价计划 as the layout host mounts it: the application named by a layout variable, the user's abilities and the mutations into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { EvalSitePlanConfig } from './index';
import { useData } from './useData';
import { EvalSitePlanView } from './View';

export default function EvalSitePlanWidget({ config, vars }: WidgetProps<EvalSitePlanConfig>) {
  const d = useData(config, vars);
  return <EvalSitePlanView {...d} />;
}
