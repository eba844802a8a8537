/** 监督范围 as the layout host mounts it: the plan named by a layout variable, its data and writes, and the way to a task's record (监督任务) into the pure view. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { WidgetProps } from '@/ui/widget';
import type { JdPlanScopeConfig } from './index';
import { taskRoute } from './scope';
import { useData } from './useData';
import { JdPlanScopeView } from './View';

export default function JdPlanScopeWidget({ config, vars }: WidgetProps<JdPlanScopeConfig>) {
  const d = useData(config, vars);
  const navigate = useNavigate();
  const openTask = useCallback((taskId: number) => void navigate(taskRoute(taskId)), [navigate]);
  return <JdPlanScopeView {...d} onOpenTask={openTask} />;
}
