/**
 * A supervision plan's scope (监督计划, server/modules/jd; paths in JD_PATHS):
 *   GET    /api/jd/plan/{id}                       the plan (record-view's own query: same key, same call)
 *   GET    /api/jd/plan/prods?planId=              its products (record-view's `prods` child: same key)
 *   PUT    /api/jd/prod {planId, certIds}          certificates into a draft plan (certIds comma-joined)
 *   DELETE /api/jd/prod?ids=                       products out of a draft plan
 *   POST   /api/jd/plan/getJdProd/excel {planId}   the products as an .xlsx file (a blob)
 *   GET    /api/jd/plan/classify/{id}              the products counted by enterprise, category and district
 *   POST   /api/jd/task/planTaskLst {planId}       the plan's tasks
 *   POST   /api/jd/cert/page                       the valid certificates a plan may take (the jdCert resource)
 * Every call is silent: the widget shows a refusal where it happened, in the server's words. Keys
 * sit under the plan's own key, so a move made on the record page beside (创建监督任务, which
 * refreshes the plan resource) refreshes the products, counts and tasks too.
 */
import { queryOptions } from '@tanstack/react-query';
import { JD_PATHS, jdPlanResource, type jdPlanRow, type jdTaskRow } from '@/domain/resources/jd';
import type { z } from 'zod';
import { jdPlanCalls, jdProdCalls, type jdClassCountSchema, type jdPlanClassifySummarySchema, type jdProdRowSchema } from '@/domain/calls/jdPlan';
import { jdTaskCalls } from '@/domain/calls/jdTask';
import { resourceCalls } from '@/domain/calls/resource';
import { callApi, fileApi } from './call';
import { resourceKeys } from './resource';

const PLAN = JD_PATHS.plan.prefix;

/** A plan as the scope reads it (GET /api/jd/plan/{id}, jdPlanResource's record). */
export type JdPlanRecord = z.output<typeof jdPlanRow>;

/** A certificate in a plan (jdProdResource's fields). */
export type JdProdRow = z.output<typeof jdProdRowSchema>;

/** One group of a plan's products and how many it holds. */
export type JdClassCount = z.output<typeof jdClassCountSchema>;

/** GET plan/classify/{id}: the plan's products counted three ways, largest group first. */
export type JdPlanClassify = z.output<typeof jdPlanClassifySummarySchema>;

/** A task of the plan (POST task/planTaskLst: jdTaskResource's list fields). */
export type JdPlanTaskRow = z.output<typeof jdTaskRow>;

export const jdPlanKeys = {
  record: (planId: number) => resourceKeys.one(PLAN, planId),
  /** record-view's key for the `prods` child of the jdPlan registry entry. */
  prods: (planId: number) => [...resourceKeys.one(PLAN, planId), 'child', 'prods'] as const,
  classify: (planId: number) => [...resourceKeys.one(PLAN, planId), 'classify'] as const,
  tasks: (planId: number) => [...resourceKeys.one(PLAN, planId), 'tasks'] as const,
};

const SILENT = { silent: true } as const;
const planCalls = resourceCalls(jdPlanResource, PLAN);

export const fetchPlan = (planId: number) => callApi(planCalls.get, { pathParams: { id: planId } }, SILENT);
export const fetchPlanProds = (planId: number) => callApi(jdPlanCalls.prods, { query: { planId } }, SILENT);
export const fetchPlanClassify = (planId: number) => callApi(jdPlanCalls.classify, { pathParams: { id: planId } }, SILENT);
export const fetchPlanTasks = (planId: number) => callApi(jdTaskCalls.planTasks, { paramSet: { planId } }, SILENT);

export const addPlanCerts = (planId: number, certIds: readonly number[]) => callApi(jdProdCalls.add, { body: { planId, certIds: certIds.join(',') } }, SILENT);
export const removePlanProds = (ids: readonly number[]) => callApi(jdProdCalls.remove, { paramSet: { ids: ids.join(',') } }, SILENT);
export const fetchPlanProdExcel = (planId: number) => fileApi(jdPlanCalls.prodExcel, { paramSet: { planId } }, { silent: true, paramSetIn: 'body' });

export const planQuery = (planId: number) => queryOptions({ queryKey: jdPlanKeys.record(planId), queryFn: () => fetchPlan(planId) });
export const planProdsQuery = (planId: number) => queryOptions({ queryKey: jdPlanKeys.prods(planId), queryFn: () => fetchPlanProds(planId) });
export const planClassifyQuery = (planId: number) => queryOptions({ queryKey: jdPlanKeys.classify(planId), queryFn: () => fetchPlanClassify(planId) });
export const planTasksQuery = (planId: number) => queryOptions({ queryKey: jdPlanKeys.tasks(planId), queryFn: () => fetchPlanTasks(planId) });
