/** Display links for the widget's tests and stories. */
import type { Page } from '@/domain/page';
import type { ScreenLink, ScreenLinkCreated, ScreenLinkState } from '@/domain/screen';

const NAMES = ['一楼大厅大屏', '指挥中心主屏', '会议室展示屏', '局长办公室', '展厅触摸屏', '监管科值班室'];
const STATES: readonly ScreenLinkState[] = ['active', 'active', 'revoked', 'active', 'expired'];

/** `n` links (of `total`), newest first, a day apart from 2026-11-22 10:00 (local time). */
export function links(n: number, total = n): Page<ScreenLink> {
  const start = new Date(2026, 10, 22, 10, 0).getTime();
  const content: ScreenLink[] = Array.from({ length: n }, (_, k) => {
    const state = STATES[k % STATES.length];
    const created = start - k * 86_400_000;
    return {
      id: 500 - k,
      name: `${NAMES[k % NAMES.length]}${k >= NAMES.length ? `（${Math.floor(k / NAMES.length) + 1}）` : ''}`,
      createdBy: 2,
      createdByName: '李管理',
      createTime: new Date(created).toISOString(),
      expiresAt: state === 'expired' ? new Date(created + 3_600_000).toISOString() : k % 2 ? new Date(created + 90 * 86_400_000).toISOString() : null,
      revokedAt: state === 'revoked' ? new Date(created + 7_200_000).toISOString() : null,
      lastUsedAt: k % 3 === 2 ? null : new Date(created + 600_000).toISOString(),
      state,
    };
  });
  return { content, totalElements: total, number: 0, size: Math.max(n, 1), totalPages: Math.ceil(total / Math.max(n, 1)) };
}

export const CREATED: ScreenLinkCreated = {
  link: { ...links(1).content[0], id: 501, name: '新大屏', lastUsedAt: null },
  token: 'tok_5Jr2dQf8xWv0aZ3mK7pN1sB4yH6cL9eT',
  url: '/screen.html?k=tok_5Jr2dQf8xWv0aZ3mK7pN1sB4yH6cL9eT',
};
