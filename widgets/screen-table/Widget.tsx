/** The scrolling table as the layout host mounts it. */
import type { WidgetProps } from '@/ui/widget';
import type { ScrollTableConfig } from './index';
import { useData } from './useData';
import { ScrollTableView } from './View';

export default function ScrollTableWidget({ config }: WidgetProps<ScrollTableConfig>) {
  return <ScrollTableView state={useData(config)} config={config} />;
}
