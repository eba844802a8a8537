/**
 * 机构人员核验: an institution records a staff member's qualification (certificate, expiry) and
 * submits it; management verifies it, or rejects it with a reason and the institution corrects
 * and submits again. A record is edited only as a draft or after a rejection; a renewed
 * certificate is entered as a new record, so a verified one stays as it was verified.
 */
import { STAFF_VERIFY } from '../codes';
import type { ActorRule, WorkflowDef } from './engine';

/** Statuses in which the institution may still change or delete the record. */
export const STAFF_EDITABLE: readonly number[] = [STAFF_VERIFY.draft, STAFF_VERIFY.rejected];

export type StaffVerifyStatus = (typeof STAFF_VERIFY)[keyof typeof STAFF_VERIFY];

const institution: ActorRule = { relation: 'owner', roles: ['R_UNIT_ADMIN'] };
const management: ActorRule = { relation: 'management', roles: ['R_MNG_USER'] };

export const staffVerifyFlow: WorkflowDef<StaffVerifyStatus> = {
  key: 'staffVerify',
  title: '机构人员核验',
  path: '/api/unitstaff/verify',
  statusCodes: 'staffVerify',
  parties: { owner: 'orgId' },
  initial: STAFF_VERIFY.draft,
  mainPath: [STAFF_VERIFY.draft, STAFF_VERIFY.pending, STAFF_VERIFY.verified],
  transitions: [
    { action: 'submit', label: '提交核验', from: [STAFF_VERIFY.draft, STAFF_VERIFY.rejected], to: STAFF_VERIFY.pending, actor: institution, opinion: 'optional' },
    { action: 'verify', label: '核验通过', from: [STAFF_VERIFY.pending], to: STAFF_VERIFY.verified, actor: management, opinion: 'optional' },
    { action: 'reject', label: '核验不通过', from: [STAFF_VERIFY.pending], to: STAFF_VERIFY.rejected, actor: management, opinion: 'required', danger: true },
  ],
  nextActor: {
    [STAFF_VERIFY.draft]: institution,
    [STAFF_VERIFY.rejected]: institution,
    [STAFF_VERIFY.pending]: management,
  },
};
