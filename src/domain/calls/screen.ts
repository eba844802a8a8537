/** The big screen's calls (screens document, 大屏): who is looking, each figure, the screen's layout, and the share links. */
import { z } from 'zod';
import { SCREEN_API } from '../screen';
import { defineCall, anyBody, pageOf, recordRow, scalar, searchParams } from './call';

const tag = '大屏';

/** A screen link (`k`) or a session; the figures' own filters are read by the figure. */
// Declared only: each figure reads its own filters and words its own refusal (a repeated parameter included).
const figureQuery = z.looseObject({ k: z.unknown().optional(), level: z.unknown().optional(), year: z.unknown().optional(), years: z.unknown().optional(), months: z.unknown().optional() });

const figure = (path: string, summary: string) => defineCall({ method: 'GET', path, summary, tag, query: figureQuery, reply: z.unknown() });

export const screenCalls = {
  access: defineCall({ method: 'GET', path: SCREEN_API.access, summary: '大屏访问者（分享链接或登录会话）', tag, query: figureQuery, reply: recordRow }),
  overview: figure(SCREEN_API.overview, '圳品概况与四张卡片'),
  categories: figure(SCREEN_API.categories, '圳品种类覆盖情况'),
  provinces: figure(SCREEN_API.provinces, '各省基地、企业、产品'),
  keyRegions: figure(SCREEN_API.keyRegions, '重点区域圳品情况'),
  supervision: figure(SCREEN_API.supervision, '监督检查与年度监督'),
  standards: figure(SCREEN_API.standards, '标准体系与评价制度情况'),
  evaluations: figure(SCREEN_API.evaluations, '圳品评价情况'),
  certificates: figure(SCREEN_API.certificates, '证书情况'),
  assistance: figure(SCREEN_API.assistance, '对口帮扶情况'),
  quality: figure(SCREEN_API.quality, '质量情况'),
  layout: figure(SCREEN_API.layout, '大屏的布局'),
  linkPage: defineCall({ method: 'POST', path: SCREEN_API.linkPage, summary: '大屏分享链接列表', tag, paramSet: searchParams, reply: pageOf(recordRow) }),
  linkCreate: defineCall({ method: 'PUT', path: SCREEN_API.linkCreate, summary: '新建大屏分享链接', tag, body: anyBody, reply: recordRow }),
  linkRevoke: defineCall({ method: 'POST', path: SCREEN_API.linkRevoke, summary: '作废大屏分享链接', tag, paramSet: z.looseObject({ id: scalar.optional(), ids: scalar.optional() }), reply: z.unknown() }),
} as const;
