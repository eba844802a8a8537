/**
 * 统计报表 as the layout host mounts it: the report's data into the pure view, charts beside the
 * table on a wide screen and under it in the portal's mobile mode.
 */
import { useSettings } from '@/stores/settings';
import type { WidgetProps } from '@/ui/widget';
import type { StatReportConfig } from './index';
import { useData } from './useData';
import { StatReportView } from './View';
import { beijingYear } from '@/domain/beijingTime';

export default function StatReportWidget({ config }: WidgetProps<StatReportConfig>) {
  const currentYear = beijingYear();
  const d = useData(config, currentYear);
  const stacked = useSettings((s) => s.device === 'mobile');
  return (
    <StatReportView
      report={d.report}
      query={d.query}
      onQuery={d.setQuery}
      currentYear={currentYear}
      state={d.state}
      refreshing={d.refreshing}
      choices={d.choices}
      onChoicesWanted={d.wantChoices}
      drill={d.drill}
      onDrill={d.openDrill}
      onDrillPage={d.setDrillPage}
      exportFile={d.exportFile}
      stacked={stacked}
    />
  );
}
