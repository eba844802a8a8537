/**
 * Which organisation types may sign in at which portal entry (spec §6, wrong-portal messages).
 * /login and /pre accept every type; entries for one side of the business (a management-only
 * portal, an institution portal, …) refuse the others with the spec's message.
 *
 * Organisation types (spec §1, §3): 1 management body, 3 enterprise, and institutions whose type
 * code lists their unit types (2 evaluation, 4 testing, 5 supervision; e.g. "2,4"). Every
 * institution signs in at the institution (评价机构端) entry, whichever unit types it has.
 */
import { ORG_TYPE, orgTypeHas, UNIT_TYPES } from '@/domain/codes';

export const PORTAL_ENTRIES = ['all', 'mng', 'unit', 'org', 'orgOrMng', 'unitOrMng'] as const;
export type PortalEntry = (typeof PORTAL_ENTRIES)[number];

export const PORTAL_REFUSAL: Readonly<Record<Exclude<PortalEntry, 'all'>, string>> = {
  mng: '请使用管理端用户登录',
  unit: '请使用评价机构端用户登录',
  org: '请使用企业用户登录',
  orgOrMng: '请使用企业端或者管理端用户登录',
  unitOrMng: '请使用评价机构端或者管理端用户登录',
};

const isMng = (t: string | null | undefined) => orgTypeHas(t, ORG_TYPE.management);
const isOrg = (t: string | null | undefined) => orgTypeHas(t, ORG_TYPE.enterprise);
const isUnit = (t: string | null | undefined) => UNIT_TYPES.some((u) => orgTypeHas(t, u));

const ADMITS: Readonly<Record<Exclude<PortalEntry, 'all'>, (t: string | null | undefined) => boolean>> = {
  mng: isMng,
  unit: isUnit,
  org: isOrg,
  orgOrMng: (t) => isOrg(t) || isMng(t),
  unitOrMng: (t) => isUnit(t) || isMng(t),
};

/**
 * The message refusing a user of organisation type `orgType` at `portal`, or null when the user
 * may sign in there. A user without an organisation (no type) belongs to no side, so only the
 * open entry admits them.
 */
export function portalRefusal(portal: PortalEntry, orgType: string | null | undefined): string | null {
  if (portal === 'all') return null;
  return ADMITS[portal](orgType) ? null : PORTAL_REFUSAL[portal];
}
