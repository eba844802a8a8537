/** The on-site records as the layout host mounts them: the application named by a layout variable, the user's abilities and the writes into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { EvalSiteRecordsConfig } from './index';
import { useData } from './useData';
import { EvalSiteRecordsView } from './View';

export default function EvalSiteRecordsWidget({ config, vars }: WidgetProps<EvalSiteRecordsConfig>) {
  const d = useData(config, vars);
  return <EvalSiteRecordsView state={d.state} abilities={d.abilities} addRecord={d.addRecord} editRecord={d.editRecord} removeRecord={d.removeRecord} sample={d.sample} recommend={d.recommend} generate={d.generate} generateEvalReport={d.generateEvalReport} upload={d.upload} queued={d.queued} online={d.online} />;
}
