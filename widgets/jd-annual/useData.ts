/**
 * 年度监督's data: the year from the layout variable and that year's figures (GET plan/annual?year=,
 * under the plan resource's key, so creating or issuing tasks on the plans page refreshes them).
 */
import { useQuery } from '@tanstack/react-query';
import { annualFiguresQuery } from '@/api/jdAnnual';
import { fromQuery } from '@/ui/widget';
import { yearOf, type AnnualState } from './annual';
import type { JdAnnualConfig } from './index';

export interface JdAnnualData {
  readonly year: number | null;
  readonly state: AnnualState;
}

export function useData(config: JdAnnualConfig, vars: Readonly<Record<string, unknown>>): JdAnnualData {
  const year = yearOf(vars[config.yearVar]);
  const query = useQuery({ ...annualFiguresQuery(year ?? 0), enabled: year !== null });
  return { year, state: year === null ? { status: 'none' } : fromQuery(query) };
}
