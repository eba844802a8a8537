/**
 * The caller's own organisation (企业信息, 机构中心 and their 维护 forms): its details as people read
 * them, 编辑 and 申请注销 for those allowed, or the edit form open on the page (`mode: 'form'`).
 * Reads GET /api/zporg/getOne; saves with PUT /api/zporg; cancels with POST /api/zporg/cancel.
 */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { defineWidget } from '@/ui/widget';

/** The permissions a page may name for 编辑: the enterprise's, or the institution's. */
export const EDIT_PERMS = [PERMS.ownOrg.edit, PERMS.unit.centreEdit] as const;

export const ownOrgProps = z.object({
  /** view: the details with 编辑 / 申请注销; form: the edit form open on the page (the hidden 维护 pages). */
  mode: z.enum(['view', 'form']).default('view').meta({ title: '显示方式' }),
  /** Who sees 编辑 (and the form): ownOrg.edit on enterprise pages, unit.centreEdit on institution pages. */
  editPerm: z.enum(EDIT_PERMS).default(PERMS.ownOrg.edit).meta({ title: '编辑所需权限' }),
});
export type OwnOrgConfig = z.output<typeof ownOrgProps>;

export default defineWidget({
  type: 'own-org',
  title: '本组织信息',
  description: '当前用户所属企业或机构的信息，可编辑、申请注销',
  category: 'general',
  version: 1,
  defaultSize: { w: 24, h: 22 },
  minSize: { w: 8, h: 10 },
  props: ownOrgProps,
  load: () => import('./Widget'),
});
