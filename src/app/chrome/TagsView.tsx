/** The tags bar connected to the tabs store and the router. */
import { useNavigate } from 'react-router';
import { useTabs } from '@/stores/tabs';
import { applyTagAction } from './tagActions';
import { TagsBar, type TagAction } from './TagsBar';

export function TagsView({ activeKey }: { activeKey: string }) {
  const tabs = useTabs((s) => s.visited);
  const navigate = useNavigate();
  const onAction = (action: TagAction, key: string) => {
    const to = applyTagAction(action, key, activeKey, () => useTabs.getState());
    if (to) navigate(to);
  };
  return <TagsBar tabs={tabs} activeKey={activeKey} onSelect={(key) => key !== activeKey && navigate(key)} onAction={onAction} />;
}
