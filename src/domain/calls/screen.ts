/** The big screen's calls (screens document, 大屏): who is looking, each figure, the screen's layout, and the share links. */
import { z } from 'zod';
import { effectiveLayoutSchema } from '../layout';
import {
  SCREEN_API,
  screenAccessSchema,
  screenAssistanceSchema,
  screenCategoriesSchema,
  screenCertificatesSchema,
  screenEvaluationsSchema,
  screenKeyRegionsSchema,
  screenLinkCreatedSchema,
  screenLinkSchema,
  screenOverviewSchema,
  screenProvincesSchema,
  screenQualitySchema,
  screenStandardsSchema,
  screenSupervisionSchema,
} from '../screen';
import { defineCall, pageOf, scalar, searchParams } from './call';

const tag = '大屏';

/** A screen link (`k`) or a session; the figures' own filters are read by the figure. */
// Declared only: each figure reads its own filters and words its own refusal (a repeated parameter included).
const figureQuery = z.looseObject({ k: z.unknown().optional(), level: z.unknown().optional(), year: z.unknown().optional(), years: z.unknown().optional(), months: z.unknown().optional() });

const figure = <R extends z.ZodType>(path: string, summary: string, reply: R) => defineCall({ method: 'GET', path, summary, tag, query: figureQuery, reply });

/** A value the route reads (query and body merged) and refuses in its own words. */
const sent = z.unknown().optional();

export const screenCalls = {
  access: defineCall({ method: 'GET', path: SCREEN_API.access, summary: '大屏访问者（分享链接或登录会话）', tag, query: figureQuery, reply: screenAccessSchema }),
  overview: figure(SCREEN_API.overview, '圳品概况与四张卡片', screenOverviewSchema),
  categories: figure(SCREEN_API.categories, '圳品种类覆盖情况', screenCategoriesSchema),
  provinces: figure(SCREEN_API.provinces, '各省基地、企业、产品', screenProvincesSchema),
  keyRegions: figure(SCREEN_API.keyRegions, '重点区域圳品情况', screenKeyRegionsSchema),
  supervision: figure(SCREEN_API.supervision, '监督检查与年度监督', screenSupervisionSchema),
  standards: figure(SCREEN_API.standards, '标准体系与评价制度情况', screenStandardsSchema),
  evaluations: figure(SCREEN_API.evaluations, '圳品评价情况', screenEvaluationsSchema),
  certificates: figure(SCREEN_API.certificates, '证书情况', screenCertificatesSchema),
  assistance: figure(SCREEN_API.assistance, '对口帮扶情况', screenAssistanceSchema),
  quality: figure(SCREEN_API.quality, '质量情况', screenQualitySchema),
  // Null only for a layout id with neither a saved nor a shipped document (the screen ships one); the wall then draws its own.
  layout: figure(SCREEN_API.layout, '大屏的布局', effectiveLayoutSchema.nullable()),
  linkPage: defineCall({ method: 'POST', path: SCREEN_API.linkPage, summary: '大屏分享链接列表', tag, paramSet: searchParams, reply: pageOf(screenLinkSchema) }),
  // The body is screenLinkCreateSchema; the route checks it after the management check, in its own words.
  linkCreate: defineCall({
    method: 'PUT',
    path: SCREEN_API.linkCreate,
    summary: '新建大屏分享链接',
    tag,
    body: z.looseObject({ name: sent.meta({ title: '链接名称' }), expiresAt: sent.meta({ title: '有效期（ISO 时间，空为永久）' }) }),
    reply: screenLinkCreatedSchema,
  }),
  linkRevoke: defineCall({ method: 'POST', path: SCREEN_API.linkRevoke, summary: '作废大屏分享链接', tag, paramSet: z.looseObject({ id: scalar.optional(), ids: scalar.optional() }), reply: screenLinkSchema }),
} as const;
