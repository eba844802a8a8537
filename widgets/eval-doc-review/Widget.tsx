/** 文件评审 as the layout host mounts it: the application named by a layout variable, the user's abilities and the two mutations into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { EvalDocReviewConfig } from './index';
import { useData } from './useData';
import { EvalDocReviewView } from './View';

export default function EvalDocReviewWidget({ config, vars }: WidgetProps<EvalDocReviewConfig>) {
  const d = useData(config, vars);
  return <EvalDocReviewView state={d.state} abilities={d.abilities} save={d.save} report={d.report} />;
}
