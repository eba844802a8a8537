/**
 * The wall display: first asks the server who is looking (GET /api/screen/access — a signed-in
 * management user, or the display link of `?k=`), then shows the screen layout and refreshes all
 * figures on one timer. A refusal (no session, a revoked or expired link, a user who is not
 * management) shows a sign-in prompt instead of a broken screen; an unreachable server at start is
 * retried by itself. Once figures are shown, a failing server only brings the stale marker.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ApiCallError, HTTP_TEXT } from '@/api/http';
import { screenAccessQuery, screenLinkToken, screenQuery } from '@/api/screenData';
import { migrateLayout, requireLayout, type LayoutDoc } from '@/domain/layout';
import { SCREEN_TEXT } from '@/domain/screen';
import { SCREEN_COLORS } from '@/ui/theme';
import screenLayout from '../layouts/screen.json';
import { formatClock } from './Clock';
import { readLastLayout, writeLastLayout } from './lastLayout';
import type { ScreenSettings } from './config';
import { useFreshness, useScreenRefresh } from './refresh';
import { ScreenFrame } from './ScreenFrame';
import { ScreenLayout } from './ScreenLayout';

export const SCREEN_APP_TEXT = {
  /** The wall's title (screen.html's document title; the layout's title once it loads). */
  title: '圳品数据大屏',
  checking: '正在连接…',
  signIn: '请先登录',
  /** What a wall opened without a session tells the person in front of it: what this is, and the two ways in. */
  signInDetail: '数据大屏展示圳品评价与监督的实时数据，仅供管理部门查看：请用管理部门账号登录；挂在墙上的显示屏，请用管理员在“统计分析 → 大屏链接”中生成的链接打开，无需登录。',
  linkDetail: '请向管理员索取新的大屏链接（统计分析 → 大屏链接），或用管理部门账号登录查看。',
  toSignIn: '前往登录',
  stale: (time: string) => `数据更新失败，当前显示 ${time} 的数据`,
  offline: `${HTTP_TEXT.noResponse}，正在重试…`,
} as const;

/** The shipped screen layout (a saved one replaces it: GET /api/screen/layout). */
export const DEFAULT_SCREEN_DOC: LayoutDoc = requireLayout(screenLayout, 'src/layouts/screen.json');
const SIGN_IN_HREF = `/login?redirect=${encodeURIComponent('/screen.html')}`;

function Notice({ title, detail, action }: { title: string; detail?: string; action?: boolean }) {
  return (
    <div role="alert" data-testid="screen-notice" style={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 18 }}>
      <div style={{ fontSize: 34, color: SCREEN_COLORS.title, letterSpacing: 4 }}>{title}</div>
      {detail && <div style={{ maxWidth: 900, fontSize: 20, lineHeight: 1.7, textAlign: 'center', color: SCREEN_COLORS.text }}>{detail}</div>}
      {action && (
        <a href={SIGN_IN_HREF} style={{ fontSize: 22, color: SCREEN_COLORS.accent, border: `1px solid ${SCREEN_COLORS.accent}`, borderRadius: 4, padding: '8px 28px', textDecoration: 'none' }}>
          {SCREEN_APP_TEXT.toSignIn}
        </a>
      )}
    </div>
  );
}

function refusalText(code: number): { title: string; detail?: string } {
  if (screenLinkToken()) return { title: SCREEN_TEXT.linkInvalid, detail: SCREEN_APP_TEXT.linkDetail };
  if (code === 403) return { title: SCREEN_TEXT.managementOnly, detail: SCREEN_APP_TEXT.signInDetail };
  return { title: SCREEN_APP_TEXT.signIn, detail: SCREEN_APP_TEXT.signInDetail };
}

/** What this wall drew last time (lastLayout.ts), read once per page (start.tsx prefetches for it). */
export const LAST_LAYOUT = readLastLayout();

/**
 * The saved screen layout when there is one and it is valid, else the shipped one. Until the
 * server has answered: the layout this wall drew last time, or nothing (never the shipped layout,
 * which would flash on a rearranged wall). It is refreshed with the figures: a rearranged layout
 * reaches a running wall at its next refresh.
 */
function useScreenDoc(): LayoutDoc | null {
  const saved = useQuery(screenQuery('layout'));
  const pending = saved.status === 'pending';
  const doc = useMemo(() => {
    if (pending) return LAST_LAYOUT ?? null;
    const r = saved.data ? migrateLayout(saved.data.doc) : null;
    const answer = r?.ok ? r.value : DEFAULT_SCREEN_DOC;
    // The same arrangement as drawn already: keep that object, so no widget is given new props.
    return LAST_LAYOUT && JSON.stringify(answer) === JSON.stringify(LAST_LAYOUT) ? LAST_LAYOUT : answer;
  }, [pending, saved.data]);
  useEffect(() => {
    if (saved.status === 'success' && doc) writeLastLayout(doc);
  }, [saved.status, doc]);
  return doc;
}

function Live({ settings }: { settings: ScreenSettings }) {
  const client = useQueryClient();
  useScreenRefresh(client, settings.refreshMs);
  const fresh = useFreshness(client);
  const doc = useScreenDoc();
  const refused = fresh.refused;
  const status =
    fresh.failing && !refused && fresh.lastSuccess > 0 ? (
      <span role="status" data-testid="stale-marker" data-last-success={fresh.lastSuccess} style={{ fontSize: 13, color: '#ffc53d' }}>
        ● {SCREEN_APP_TEXT.stale(formatClock(new Date(fresh.lastSuccess)).time)}
      </span>
    ) : null;
  return (
    <ScreenFrame title={doc?.title ?? SCREEN_APP_TEXT.title} designWidth={settings.designWidth} designHeight={settings.designHeight} status={status}>
      {refused ? <Notice {...refusalText(refused.code)} action /> : doc && <ScreenLayout doc={doc} />}
    </ScreenFrame>
  );
}

export function ScreenApp({ settings }: { settings: ScreenSettings }) {
  // Who is looking is asked in parallel with the figures (prefetched in start.tsx, most of them sent early by early.ts), not before them:
  // the wall's first picture waits for one round trip, not two. A refusal replaces the screen.
  const access = useQuery({
    ...screenAccessQuery(),
    // An unreachable server at start is retried until it answers; a refusal is final.
    refetchInterval: (q) => (q.state.status === 'error' && !(q.state.error instanceof ApiCallError && q.state.error.kind === 'body') ? 5000 : false),
  });
  if (access.status === 'error' && !access.data) {
    const e = access.error;
    const body = e instanceof ApiCallError && e.kind === 'body' ? <Notice {...refusalText(e.code)} action /> : <Notice title={SCREEN_APP_TEXT.offline} />;
    return (
      <ScreenFrame title={SCREEN_APP_TEXT.title} designWidth={settings.designWidth} designHeight={settings.designHeight}>
        {body}
      </ScreenFrame>
    );
  }
  return <Live settings={settings} />;
}
