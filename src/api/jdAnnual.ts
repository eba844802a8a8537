/**
 * 年度监督任务's figures (server/modules/jd):
 *   GET /api/jd/plan/annual?year=   one year's annual supervision of the valid certificates (JdAnnualFigures)
 * Silent: the widget shows a refusal in its own frame. Under the plan resource's key, so creating
 * or issuing a plan's tasks (which refreshes that resource) refreshes the figures.
 */
import { queryOptions } from '@tanstack/react-query';
import { jdPlanCalls } from '@/domain/calls/jdPlan';
import { JD_PATHS } from '@/domain/resources/jd';
import { callApi } from './call';
import { resourceKeys } from './resource';

export const jdAnnualKeys = {
  year: (year: number) => [...resourceKeys.all(JD_PATHS.plan.prefix), 'annual', year] as const,
};

export const fetchAnnualFigures = (year: number) => callApi(jdPlanCalls.annual, { query: { year } }, { silent: true });

export const annualFiguresQuery = (year: number) => queryOptions({ queryKey: jdAnnualKeys.year(year), queryFn: () => fetchAnnualFigures(year) });
