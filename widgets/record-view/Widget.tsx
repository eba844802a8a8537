/** The record page as the layout host mounts it: the record named by a layout variable, its flow and its moves into the pure view. */
import { useLocation, useNavigate } from 'react-router';
import type { WidgetProps } from '@/ui/widget';
import type { RecordViewConfig } from './index';
import { useData } from './useData';
import { RecordView } from './View';

export default function RecordViewWidget({ config, vars }: WidgetProps<RecordViewConfig>) {
  const d = useData(config, vars);
  const navigate = useNavigate();
  // Opened by a link naming the record (a 待办 item, a message): the record is brought to the top of the view.
  const linked = new URLSearchParams(useLocation().search).get(config.idVar);
  const bringIntoView = linked !== null && linked === String(vars[config.idVar] ?? '');
  // The work's card on this page when the page has one (a widget declares the flow work it is the card of), else its page.
  const openWork = (page: string | null, work: string | null) => {
    const card = d.flow && work ? document.querySelector<HTMLElement>(`[data-work~="${d.flow.key}.${work}"]`) : null;
    if (card) {
      card.scrollIntoView({ behavior: 'smooth', block: 'start' });
      card.querySelector<HTMLElement>('button, a[href], input, [tabindex]:not([tabindex="-1"])')?.focus({ preventScroll: true });
    } else if (page) void navigate(page);
  };
  return (
    <RecordView
      entry={d.entry}
      flow={d.flow}
      headerFields={config.headerFields}
      sections={d.sections}
      record={d.record}
      flowState={d.flowState}
      childRows={d.childRows}
      lookups={d.lookups}
      move={d.move}
      onOpenWork={openWork}
      bringIntoView={bringIntoView}
    />
  );
}
