/** The own organisation as the layout host mounts it: the query and the two mutations into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { OwnOrgConfig } from './index';
import { useData } from './useData';
import { OwnOrgView } from './View';

export default function OwnOrgWidget({ config }: WidgetProps<OwnOrgConfig>) {
  const d = useData();
  return <OwnOrgView mode={config.mode} editPerm={config.editPerm} state={d.state} save={d.save} cancel={d.cancel} loadArea={d.loadArea} />;
}
