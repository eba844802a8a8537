/**
 * An evaluation application as the widgets beside its record page read it: the same query (key and
 * call) as record-view's record, so the page asks once and a move made there refreshes them all.
 * Its child tables likewise share record-view's keys (`['resource', '/api/eval/base', id, 'child', name]`).
 */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { evalApplyCalls, type evalPlaceRow, type evalProductRow } from '@/domain/calls/evalApply';
import { EVAL_PREFIX } from '@/domain/resources/evaluation';
import { callApi } from './call';
import { get } from './http';
import { resourceKeys } from './resource';

/** As much of the application as the evaluation widgets read (GET /api/eval/base/{id}). */
export interface EvalRecord {
  readonly id: number;
  readonly code: string;
  /** EVAL_STATUS. */
  readonly status: number;
  readonly orgId: number;
  readonly unitId: number | null;
  readonly orgName?: string | null;
  readonly unitName?: string | null;
  readonly leaderName?: string | null;
  readonly memberNames?: string | null;
  readonly productIds?: string | null;
  readonly placeIds?: string | null;
}

/** One product of the application (GET /api/eval/product/lst?id=). */
export type EvalProductRow = z.output<typeof evalProductRow>;

/** One place of the application with the applied products made there (GET /api/eval/place/getPlaceProLst?evalId=). */
export type EvalPlaceRow = z.output<typeof evalPlaceRow>;

const SILENT = { silent: true } as const;

export const evalRecordQuery = (id: number) =>
  queryOptions({ queryKey: resourceKeys.one(EVAL_PREFIX, id), queryFn: () => get<EvalRecord>(`${EVAL_PREFIX}/${id}`, undefined, SILENT) });

export const evalProductsQuery = (id: number) =>
  queryOptions({ queryKey: [...resourceKeys.one(EVAL_PREFIX, id), 'child', 'products'], queryFn: () => callApi(evalApplyCalls.products, { query: { id } }, SILENT) });

export const evalPlacesQuery = (id: number) =>
  queryOptions({ queryKey: [...resourceKeys.one(EVAL_PREFIX, id), 'child', 'places'], queryFn: () => callApi(evalApplyCalls.places, { query: { evalId: id } }, SILENT) });
