/**
 * The 圳品目录's batches (server/modules/cert):
 *   GET  /api/eval/cert/catalogue/batches   the batches published, newest first
 *   POST /api/eval/cert/catalogue/publish   the officer publishes the next batch (answers it)
 * The catalogue's rows themselves are a resource (zpCatalogue) listed by resource-list.
 */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { certCalls, type catalogueBatch } from '@/domain/calls/cert';
import { callApi } from './call';

export type CatalogueBatch = z.output<typeof catalogueBatch>;

export const catalogueKeys = { batches: ['catalogue', 'batches'] as const };

export const catalogueBatchesQuery = () => queryOptions({ queryKey: catalogueKeys.batches, queryFn: () => callApi(certCalls.batches, {}) });
/** Silent: the widget shows a refusal (nothing to publish) above its table. */
export const publishCatalogueBatch = () => callApi(certCalls.publish, { body: {} }, { silent: true });
