/**
 * The 圳品目录's batches (server/modules/cert):
 *   GET  /api/eval/cert/catalogue/batches   the batches published, newest first
 *   POST /api/eval/cert/catalogue/publish   the officer publishes the next batch (answers it)
 * The catalogue's rows themselves are a resource (zpCatalogue) listed by resource-list.
 */
import { queryOptions } from '@tanstack/react-query';
import { CATALOGUE_BATCHES_PATH, CATALOGUE_PUBLISH_PATH } from '@/domain/resources/cert';
import { get, post } from './http';

export interface CatalogueBatch {
  readonly id: number;
  readonly batchNo: number;
  readonly title: string;
  readonly total: number;
  readonly publishTime: string;
}

export const catalogueKeys = { batches: ['catalogue', 'batches'] as const };

export const catalogueBatchesQuery = () => queryOptions({ queryKey: catalogueKeys.batches, queryFn: () => get<CatalogueBatch[]>(CATALOGUE_BATCHES_PATH) });
/** Silent: the widget shows a refusal (nothing to publish) above its table. */
export const publishCatalogueBatch = () => post<CatalogueBatch>(CATALOGUE_PUBLISH_PATH, {}, undefined, { silent: true });
