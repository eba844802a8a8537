/** The administrators of organisations (calls document §7.2), for the account reminders. */
import type { CallReply } from '@/domain/calls/call';
import { orgCalls } from '@/domain/calls/org';
import { callApi } from './call';

export type OrgAdmin = CallReply<typeof orgCalls.orgAdmins>[number];
export const fetchOrgAdmins = (orgIds: number[], roleCodes: string[] = ['R_ORG_ADMIN']) =>
  callApi(orgCalls.orgAdmins, { paramSet: { orgIds: orgIds.join(','), roleCodes: roleCodes.join(',') } }, { silent: true });
