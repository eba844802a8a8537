// @vitest-environment node
/**
 * The statistics pages as shipped (src/layouts/stat-*.json) against the menu that grants them
 * (src/domain/menuCatalogue.ts): each is one stat-report widget showing its own report, whose
 * props resolve, on a page whose permission is that report's (the server asks the same one).
 */
import { describe, expect, it } from 'vitest';
import { MENU_CATALOGUE } from '@/domain/menuCatalogue';
import { PERMS } from '@/domain/permissions';
import type { StatReportId } from '@/domain/stats';
import { DEFAULT_LAYOUTS } from '@/layouts';
import { getWidget } from '../../../widgets/registry';

const PAGES: readonly (readonly [string, StatReportId, string])[] = [
  ['stat-summary', 'summary', '统计汇总'],
  ['stat-jd-summary', 'jdSummary', '监督统计汇总'],
  ['stat-declare', 'declare', '申报统计'],
  ['stat-eval', 'eval', '评价统计'],
];

interface Doc {
  readonly title: string;
  readonly widgets: Record<string, { readonly type: string; readonly version: number; readonly props: Readonly<Record<string, unknown>> }>;
  readonly items: readonly { readonly i: string; readonly w: number }[];
}

const pageOf = (key: string) => MENU_CATALOGUE.flatMap((g) => g.pages).find((p) => p.key === key);

describe('the statistics pages', () => {
  it.each(PAGES)('%s shows the report %s full width, on the page its permission grants', (id, report, title) => {
    const page = pageOf(id);
    expect(page?.path).toBe(`/views/${id}`);
    expect(page?.perms).toContain(PERMS.stats[report]);
    const doc = DEFAULT_LAYOUTS[id] as Doc;
    expect(doc.title).toBe(title);
    const widgets = Object.values(doc.widgets);
    expect(widgets).toHaveLength(1);
    const [w] = widgets;
    expect(w.type).toBe('stat-report');
    const resolved = getWidget(w.type)?.resolve({ version: w.version, props: w.props });
    expect(resolved?.ok && resolved.config).toEqual({ report });
    expect(doc.items.map((i) => i.w)).toEqual([24]);
  });
});
