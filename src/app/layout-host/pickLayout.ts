/**
 * What the layout host shows for a layout id, from the server's answer (pure, so every branch is
 * tested): the served layout; the shipped default with a notice when the served one fails
 * validation here or the call failed; 页面建设中 for a layout nobody has built; an error only
 * when there is nothing at all to show.
 *
 * The shipped defaults (src/layouts, every page's document) are only a fallback, so the host
 * loads them when an answer needs them: until then such an answer is `loading` with
 * `wantsShipped`, and the host passes them in once loaded.
 */
import { isLayoutId, LAYOUT_NOTICE, migrateLayout, type EffectiveLayout, type LayoutDoc } from '@/domain/layout';

/** The shipped default layouts by id, as src/layouts exports them (raw documents). */
export type ShippedLayouts = Readonly<Record<string, unknown>>;

export type LayoutChoice =
  | { kind: 'loading'; wantsShipped?: true }
  | { kind: 'missing' }
  | { kind: 'error'; message: string }
  /** `key` changes when a different document is shown (a save, a fallback), resetting the grid's variables. */
  | { kind: 'layout'; doc: LayoutDoc; notice: string | null; key: string };

export interface LayoutAnswer {
  status: 'pending' | 'error' | 'success';
  data: EffectiveLayout | undefined;
  error: unknown;
}

function shippedDefault(layoutId: string, shipped: ShippedLayouts): LayoutDoc | null {
  if (!Object.prototype.hasOwnProperty.call(shipped, layoutId)) return null;
  const r = migrateLayout(shipped[layoutId]);
  return r.ok ? r.value : null;
}

const codeOf = (e: unknown): number | undefined => (typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'number' ? (e as { code: number }).code : undefined);
const messageOf = (e: unknown): string => (e instanceof Error && e.message ? e.message : '未知错误');

export function pickLayout(layoutId: string, answer: LayoutAnswer, shipped?: ShippedLayouts): LayoutChoice {
  if (!isLayoutId(layoutId)) return { kind: 'missing' };
  if (answer.status === 'pending') return { kind: 'loading' };
  const waitForShipped: LayoutChoice = { kind: 'loading', wantsShipped: true };
  const fallback = (notice: string | null, reason: string): LayoutChoice => {
    if (!shipped) return waitForShipped;
    const doc = shippedDefault(layoutId, shipped);
    return doc ? { kind: 'layout', doc, notice, key: `default:${reason}` } : { kind: 'error', message: notice ?? reason };
  };
  if (answer.status === 'error') {
    if (codeOf(answer.error) === 404) {
      if (!shipped) return waitForShipped;
      return shippedDefault(layoutId, shipped) ? fallback(null, '404') : { kind: 'missing' };
    }
    return fallback(`${LAYOUT_NOTICE.loadFailed}（${messageOf(answer.error)}）`, 'error');
  }
  const served = answer.data;
  const r = migrateLayout(served?.doc);
  if (!served || !r.ok || r.value.id !== layoutId) {
    const why = r.ok ? `布局标识应为 ${layoutId}` : r.error;
    if (!shipped) return waitForShipped;
    const doc = shippedDefault(layoutId, shipped);
    return doc ? { kind: 'layout', doc, notice: `${LAYOUT_NOTICE.clientInvalid}（${why}）`, key: 'default:invalid' } : { kind: 'error', message: why };
  }
  return { kind: 'layout', doc: r.value, notice: served.notice, key: `${served.source}:${served.version ?? 0}` };
}
