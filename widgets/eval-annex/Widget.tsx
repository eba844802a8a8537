/** The annex form as the layout host mounts it: the application named by a layout variable, the user's abilities and the four mutations into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { EvalAnnexConfig } from './index';
import { useData } from './useData';
import { EvalAnnexView } from './View';

export default function EvalAnnexWidget({ config, vars }: WidgetProps<EvalAnnexConfig>) {
  const d = useData(config, vars);
  return <EvalAnnexView state={d.state} abilities={d.abilities} file={d.file} mark={d.mark} tip={d.tip} pack={d.pack} upload={d.upload} />;
}
