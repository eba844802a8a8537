/**
 * The registry's resource names and the spec's page sizes, without the resource definitions:
 * widget manifests (imported eagerly by widgets/registry.ts, so on every page's path) need only
 * these, and importing ./index would put every definition into the JS a page loads before its
 * first widget (bundle budget, ARCHITECTURE.md §8). names.test.ts checks they agree with ./index.
 */
export const RESOURCE_NAME_LIST = [
  'sysuser',
  'sysorg',
  'sysdept',
  'sysposition',
  'sysdic',
  'sysdicitem',
  'sysmenu',
  'category',
  'syslog',
  'filebaseinfo',
  'place',
  'product',
  'zpBatch',
  'zpOutputPlan',
  'zpActivation',
  'zpSelfAssess',
  'zpHisProduct',
  'zpEnterprise',
  'evaluation',
  'evalMeeting',
  'evalChange',
  'evalPre',
  'zpCert',
  'zpCatalogue',
  'jdPlan',
  'jdTask',
  'jdRecord',
  'jdReform',
  'jdExit',
  'jdCert',
  'jdSpot',
  'zpUnit',
  'unitStaff',
  'zpAssist',
  'zpBasket',
  'zpRegister',
  'standard',
  'techSpec',
  'annexType',
  'evalRule',
  'msgcategory',
  'msgaction',
  'msgtpl',
  'msgpush',
  'msglog',
  'area',
] as const;
export type ResourceNameListed = (typeof RESOURCE_NAME_LIST)[number];

/** The spec's page-size choices (§9) and the default (the same values as ./index exports). */
export const PAGE_SIZE_CHOICES = [10, 20, 30, 50, 100, 200, 300, 500] as const;
export const DEFAULT_PAGE_SIZE_CHOICE = 20;
