/**
 * What each kind of authenticated route mounts. The layout host (grid, widget registry, schemas)
 * the flow-task page (its tables and tabs) and the personal centre load as chunks of their own: the sign-in page never needs them.
 */
import { lazy } from 'react';
import { FramePage } from '../pages/FramePage';
import { PageBoundary } from '../shell/PageBoundary';
import type { RouteDescriptor } from './types';

const LayoutHost = lazy(() => import('../layout-host/LayoutHost').then((m) => ({ default: m.LayoutHost })));
// The big screen's layout (menu page 大屏布局) gets a note and 打开大屏 above the same host.
const ScreenLayoutPage = lazy(() => import('../layout-host/ScreenLayoutPage').then((m) => ({ default: m.ScreenLayoutPage })));
const FlowTaskPage = lazy(() => import('../pages/FlowTaskPage').then((m) => ({ default: m.FlowTaskPage })));
const DynamicFormPage = lazy(() => import('../pages/DynamicFormPage').then((m) => ({ default: m.DynamicFormPage })));
const PersonalCenterPage = lazy(() => import('../account/PersonalCenterPage').then((m) => ({ default: m.PersonalCenterPage })));

function Body({ route }: { route: RouteDescriptor }) {
  const t = route.target;
  switch (t.kind) {
    case 'layout':
      return t.layoutId === 'screen' ? <ScreenLayoutPage /> : <LayoutHost layoutId={t.layoutId} />;
    case 'frame':
      return <FramePage url={t.url} title={route.title} />;
    case 'personalCenter':
      return <PersonalCenterPage />;
    case 'dynamicForm':
      return <DynamicFormPage />;
    case 'flowTask':
      return <FlowTaskPage />;
    case 'group':
      return null; // resolved to a redirect before rendering
  }
}

export function PageElement({ route }: { route: RouteDescriptor }) {
  return (
    <PageBoundary>
      <Body route={route} />
    </PageBoundary>
  );
}
