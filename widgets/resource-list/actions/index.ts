/**
 * The registry of extra row actions: name -> definition. To add one, write `<name>.tsx` in this
 * folder (export default defineRowAction({...}), see ./types.ts) and add ONE line below. Layouts
 * name actions in the resource-list's `rowActions` prop.
 */
import disable from './disable';
import download from './download';
import enableCategory from './enableCategory';
import grantRole from './grantRole';
import keyEnterprise from './keyEnterprise';
import orgExpiry from './orgExpiry';
import orgSync from './orgSync';
import registerAudit from './registerAudit';
import resetPwd from './resetPwd';
import type { RowActionDef } from './types';

export const ROW_ACTIONS: Readonly<Record<string, RowActionDef>> = {
  disable,
  resetPwd,
  grantRole,
  enableCategory,
  download,
  orgSync,
  orgExpiry,
  registerAudit,
  keyEnterprise,
};

export const rowActionOf = (name: string): RowActionDef | undefined => (Object.prototype.hasOwnProperty.call(ROW_ACTIONS, name) ? ROW_ACTIONS[name] : undefined);
