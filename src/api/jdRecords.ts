/**
 * A supervision task and the results of its products (监督任务, server/modules/jd; paths in JD_PATHS):
 *   GET  /api/jd/task/{id}                                 the task (record-view's own query: same key, same call)
 *   GET  /api/jd/record/byTask?taskId=                     its records (record-view's `records` child: same key)
 *   POST /api/jd/record/updateJdStatusMultiterm {ids, status}   management's result per product (ids comma-joined)
 *   POST /api/jd/record/jdExportRecord ?search.taskId_eq=  the task's records as an .xlsx file (a blob)
 * Every call is silent: the widget shows a refusal where it happened, in the server's words. Keys
 * sit under the task's own key, so a move made on the record page beside refreshes the records too,
 * and a result set here refreshes that page's records section.
 */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { jdRecordCalls, jdRecordRow } from '@/domain/calls/jdRecord';
import { resourceCalls } from '@/domain/calls/resource';
import { JD_PATHS, jdTaskResource, type jdTaskRow } from '@/domain/resources/jd';
import { callApi, fileApi } from './call';
import { resourceKeys } from './resource';

const TASK = JD_PATHS.task.prefix;

/** A task as the supervision widgets read it (GET /api/jd/task/{id}, jdTaskResource's record). */
export type JdTaskRecord = z.output<typeof jdTaskRow>;

/** One product's result in a task (jdRecordResource's fields). */
export type JdRecordRow = z.output<typeof jdRecordRow>;

export const jdTaskKeys = {
  record: (taskId: number) => resourceKeys.one(TASK, taskId),
  /** record-view's key for the `records` child of the jdTask registry entry. */
  records: (taskId: number) => [...resourceKeys.one(TASK, taskId), 'child', 'records'] as const,
};

const SILENT = { silent: true } as const;
const taskCalls = resourceCalls(jdTaskResource, TASK);

export const fetchTask = (taskId: number) => callApi(taskCalls.get, { pathParams: { id: taskId } }, SILENT);
export const fetchTaskRecords = (taskId: number) => callApi(jdRecordCalls.byTaskQuery, { query: { taskId } }, SILENT);
export const setRecordResults = (ids: readonly number[], status: number) => callApi(jdRecordCalls.statusMulti, { body: { ids: ids.join(','), status } }, SILENT);
export const fetchTaskRecordsExcel = (taskId: number) => fileApi(jdRecordCalls.exportExcel, { paramSet: { 'search.taskId_eq': taskId } }, { silent: true });

export const taskQuery = (taskId: number) => queryOptions({ queryKey: jdTaskKeys.record(taskId), queryFn: () => fetchTask(taskId) });
export const taskRecordsQuery = (taskId: number) => queryOptions({ queryKey: jdTaskKeys.records(taskId), queryFn: () => fetchTaskRecords(taskId) });
