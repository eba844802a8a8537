/**
 * The caller's own organisation (calls document §7.2; server/modules/org/ownOrg.ts):
 *   GET  /api/zporg/getOne   the organisation, with typeName and areaName
 *   PUT  /api/zporg          edits it (the changed fields; type, status, enabled, pid are refused)
 *   POST /api/zporg/cancel   {reason?}: requests cancellation (status 0 -> 3 注销申请中)
 * All three are silent: the page shows a refusal in the server's words where it happened (the
 * form's or the dialog's alert, the widget's error card). Keys nest under ['ownOrg'].
 */
import { queryOptions } from '@tanstack/react-query';
import { orgCalls } from '@/domain/calls/org';
import type { CallReply } from '@/domain/calls/call';
import { callApi } from './call';

/** The organisation as GET /api/zporg/getOne answers (a sys_org row, presented). */
export type OwnOrg = CallReply<typeof orgCalls.ownOrg>;

/** What PUT /api/zporg takes: the fields to change (null clears one). */
export type OwnOrgChanges = Readonly<Record<string, unknown>>;

export const ownOrgKeys = {
  all: ['ownOrg'] as const,
};

export const fetchOwnOrg = () => callApi(orgCalls.ownOrg, {}, { silent: true });

export const updateOwnOrg = (changes: OwnOrgChanges) => callApi(orgCalls.updateOwnOrg, { body: changes }, { silent: true });

/** An empty reason is left out (the server stores none). */
export const requestOwnOrgCancel = (reason?: string) => callApi(orgCalls.cancelOwnOrg, { paramSet: reason ? { reason } : {} }, { silent: true });

export const ownOrgQuery = () =>
  queryOptions({
    queryKey: ownOrgKeys.all,
    queryFn: fetchOwnOrg,
  });
