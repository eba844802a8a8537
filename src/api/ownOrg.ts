/**
 * The caller's own organisation (calls document §7.2; server/modules/org/ownOrg.ts):
 *   GET  /api/zporg/getOne   the organisation, with typeName and areaName
 *   PUT  /api/zporg          edits it (the changed fields; type, status, enabled, pid are refused)
 *   POST /api/zporg/cancel   {reason?}: requests cancellation (status 0 -> 3 注销申请中)
 * All three are silent: the page shows a refusal in the server's words where it happened (the
 * form's or the dialog's alert, the widget's error card). Keys nest under ['ownOrg'].
 */
import { queryOptions } from '@tanstack/react-query';
import { get, post, put } from './http';

/** The organisation as GET /api/zporg/getOne answers (a sys_org row, presented). */
export interface OwnOrg {
  readonly id: number;
  readonly name: string;
  /** '1', '3', or unit types joined with commas ('2,4'). */
  readonly type: string;
  readonly typeName?: string | null;
  readonly code?: string | null;
  readonly pid?: number | null;
  readonly areaCode?: string | null;
  /** The area's path ('广东省/深圳市/南山区'). */
  readonly areaName?: string | null;
  readonly address?: string | null;
  readonly contact?: string | null;
  readonly phone?: string | null;
  readonly email?: string | null;
  readonly legalPerson?: string | null;
  readonly registeredCapital?: string | null;
  readonly region?: string | null;
  readonly assistType?: string | null;
  /** ORG_STATUS: 0 normal, 1 pending, 2 rejected, 3 cancellation requested, 4 cancelled. */
  readonly status: number;
  readonly enabled?: boolean;
  readonly expDate?: string | null;
  readonly syncTime?: string | null;
  readonly remark?: string | null;
  readonly createTime?: string | null;
  readonly updateTime?: string | null;
}

/** What PUT /api/zporg takes: the fields to change (null clears one). */
export type OwnOrgChanges = Readonly<Record<string, unknown>>;

export const ownOrgKeys = {
  all: ['ownOrg'] as const,
};

export const fetchOwnOrg = () => get<OwnOrg>('/api/zporg/getOne', undefined, { silent: true });

export const updateOwnOrg = (changes: OwnOrgChanges) => put<OwnOrg>('/api/zporg', changes, { silent: true });

/** An empty reason is left out (the server stores none). */
export const requestOwnOrgCancel = (reason?: string) => post<OwnOrg>('/api/zporg/cancel', reason ? { reason } : {}, undefined, { silent: true });

export const ownOrgQuery = () =>
  queryOptions({
    queryKey: ownOrgKeys.all,
    queryFn: fetchOwnOrg,
  });
