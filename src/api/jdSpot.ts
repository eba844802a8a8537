/**
 * The testing unit's spot-test items of a supervision task (监督抽检, server/modules/jd; paths in JD_PATHS):
 *   POST   /api/jd/spot/page ?search.taskId_eq=&page.size=   the task's items (the jdSpot resource)
 *   PUT    /api/jd/spot {taskId, itemType, prodId?, …}        an item added
 *   PUT    /api/jd/spot/{id}                                  an item changed
 *   DELETE /api/jd/spot?ids=                                  an item removed
 *   GET    /api/jd/site/selectJdTaskProdDto/{taskId}          the task's products (what a product item names)
 *   POST   /api/jd/prod/getProductReportBook {taskId}         产品检测报告书 (a Word file, or its stored record)
 *   GET    /api/jd/prod/reportBook?taskId=                    the latest stored 产品检测报告书 to open, or null
 * Every call is silent: the widget shows a refusal where it happened, in the server's words. Keys
 * sit under the task's own key, so a move on the record page beside refreshes the items and what
 * the user may do with them.
 */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { JD_LIMITS, JD_PATHS, jdSpotResource, type jdSpotRow } from '@/domain/resources/jd';
import { jdSpotCalls } from '@/domain/calls/jdTask';
import { jdSiteCalls, type jdTaskProduct } from '@/domain/calls/jdSite';
import { resourceCalls } from '@/domain/calls/resource';
import { callApi } from './call';
import { postForDocument } from './jdFiles';
import { resourceKeys, type Row } from './resource';

const TASK = JD_PATHS.task.prefix;
const SPOT = JD_PATHS.spot;

/** One spot-test item (jdSpotResource's record): also a Row of the resource table's cells. */
export type JdSpotRow = z.output<typeof jdSpotRow>;

/** What the items read of a product of the task (GET site/selectJdTaskProdDto/{taskId}): its `prodId` (jd_prod.id) is what a spot item's prodId names. */
export type JdTaskProd = Pick<z.output<typeof jdTaskProduct>, 'prodId' | 'certNo' | 'productName'>;

export const jdSpotKeys = {
  all: (taskId: number) => [...resourceKeys.one(TASK, taskId), 'spot'] as const,
  items: (taskId: number) => [...resourceKeys.one(TASK, taskId), 'spot', 'items'] as const,
  prods: (taskId: number) => [...resourceKeys.one(TASK, taskId), 'spot', 'prods'] as const,
  book: (taskId: number) => [...resourceKeys.one(TASK, taskId), 'spot', 'book'] as const,
};

const SILENT = { silent: true } as const;
const spotCalls = resourceCalls(jdSpotResource, SPOT);

/** A task has few items; one page holds them all (the server's own bound on a task's items). */
export const SPOT_PAGE_SIZE = JD_LIMITS.items;

export const fetchSpots = (taskId: number) => callApi(spotCalls.page, { paramSet: { 'page.pn': 1, 'page.size': SPOT_PAGE_SIZE, 'search.taskId_eq': taskId } }, SILENT);
export const fetchTaskProds = (taskId: number) => callApi(jdSiteCalls.taskProds, { pathParams: { taskId } }, SILENT);
/** `headers`: an Idempotency-Key when the item comes from the 待同步 queue (src/api/syncQueue.ts). */
export const createSpot = (body: Row, headers?: Readonly<Record<string, string>>) => callApi(spotCalls.create, { body }, { ...SILENT, headers });
export const updateSpot = (id: number, body: Row, headers?: Readonly<Record<string, string>>) => callApi(spotCalls.update, { pathParams: { id }, body }, { ...SILENT, headers });
export const removeSpot = (id: number) => callApi(spotCalls.delete, { paramSet: { ids: String(id) } }, SILENT);
export const fetchReportBook = (taskId: number) => postForDocument(JD_PATHS.prod.reportBook, { taskId });
export const fetchStoredReportBook = (taskId: number) => callApi(jdSpotCalls.storedReportBook, { query: { taskId } }, SILENT);

export const spotsQuery = (taskId: number) => queryOptions({ queryKey: jdSpotKeys.items(taskId), queryFn: () => fetchSpots(taskId) });
export const taskProdsQuery = (taskId: number) => queryOptions({ queryKey: jdSpotKeys.prods(taskId), queryFn: () => fetchTaskProds(taskId) });
export const storedReportBookQuery = (taskId: number) => queryOptions({ queryKey: jdSpotKeys.book(taskId), queryFn: () => fetchStoredReportBook(taskId) });
