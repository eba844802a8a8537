/**
 * axe-core over a page as it stands, for WCAG 2.1 A and AA (GB/T 37668): what it finds serious or
 * critical, one line per rule and page, the elements it names to go and look at.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Finding {
  readonly page: string;
  readonly rule: string;
  readonly impact: string;
  readonly nodes: number;
  /** The first elements it names, and why for the first. */
  readonly targets: string;
}

export async function seriousViolations(page: Page, where: string): Promise<Finding[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      page: where,
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.length,
      targets: `${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' ; ')} — ${(v.nodes[0]?.html ?? '').slice(0, 160)} — ${(v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`,
    }));
}

/** The findings as lines a person reads in the log. */
export const findingLines = (findings: readonly Finding[]): string[] => findings.map((f) => `${f.page}  ${f.rule} (${f.impact}) ×${f.nodes}: ${f.targets}`);
