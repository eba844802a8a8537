/**
 * An evaluation application as the widgets beside its record page read it: the same query (key and
 * call) as record-view's record, so the page asks once and a move made there refreshes them all.
 * Its child tables likewise share record-view's keys (`['resource', '/api/eval/base', id, 'child', name]`).
 */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { evalApplyCalls, type evalPlaceRow, type evalProductRow } from '@/domain/calls/evalApply';
import { resourceCalls } from '@/domain/calls/resource';
import { EVAL_PREFIX, evaluationResource, type evaluationRow } from '@/domain/resources/evaluation';
import { callApi } from './call';
import { resourceKeys } from './resource';

/** The application as the evaluation widgets read it (GET /api/eval/base/{id}, the evaluation resource's record). */
export type EvalRecord = z.output<typeof evaluationRow>;

/** One product of the application (GET /api/eval/product/lst?id=). */
export type EvalProductRow = z.output<typeof evalProductRow>;

/** One place of the application with the applied products made there (GET /api/eval/place/getPlaceProLst?evalId=). */
export type EvalPlaceRow = z.output<typeof evalPlaceRow>;

const SILENT = { silent: true } as const;

/** The application's resource calls, as the server's engine registers them. */
const evaluationCalls = resourceCalls(evaluationResource, EVAL_PREFIX);

/** One application, silent: the widget shows a refusal where it happened. */
export const fetchEvalRecord = (id: number) => callApi(evaluationCalls.get, { pathParams: { id } }, SILENT);

export const evalRecordQuery = (id: number) => queryOptions({ queryKey: resourceKeys.one(EVAL_PREFIX, id), queryFn: () => fetchEvalRecord(id) });

export const evalProductsQuery = (id: number) =>
  queryOptions({ queryKey: [...resourceKeys.one(EVAL_PREFIX, id), 'child', 'products'], queryFn: () => callApi(evalApplyCalls.products, { query: { id } }, SILENT) });

export const evalPlacesQuery = (id: number) =>
  queryOptions({ queryKey: [...resourceKeys.one(EVAL_PREFIX, id), 'child', 'places'], queryFn: () => callApi(evalApplyCalls.places, { query: { evalId: id } }, SILENT) });
