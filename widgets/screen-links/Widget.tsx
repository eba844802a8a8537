/** The display links as the layout host mounts them: the data hook into the pure view. */
import type { WidgetProps } from '@/ui/widget';
import type { ScreenLinksConfig } from './index';
import { useData } from './useData';
import { ScreenLinksView } from './View';

export default function ScreenLinksWidget({ config }: WidgetProps<ScreenLinksConfig>) {
  const d = useData(config);
  return <ScreenLinksView state={d.state} pn={d.pn} size={d.size} onPage={d.setPage} onCreate={d.create} onRevoke={d.revoke} origin={window.location.origin} />;
}
