/** 圳品证书 (calls document, 证书): the hand-written calls beside the certificate resource, and the public check. */
import { z } from 'zod';
import { CATALOGUE_BATCHES_PATH, CATALOGUE_PUBLISH_PATH, CERT_PREFIX, CERT_STAMPED_PATH } from '../resources/cert';
import { CERT_ROUTES } from './certRoutes';
import { anyBody, defineCall, id, moveResult, recordRow, scalar } from './call';

const tag = '证书';

/** What the public check answers: a certificate and where it stands, or that the number is not one. */
export const certVerifyResult = z.discriminatedUnion('found', [
  z.object({
    found: z.literal(true),
    certNo: z.string(),
    version: z.number(),
    orgName: z.string().nullable(),
    productName: z.string().nullable(),
    /** 评价依据: the standards cited, as the certificate prints them; null when none applied. */
    basis: z.string().nullable(),
    issueDate: z.string().nullable(),
    expireDate: z.string().nullable(),
    /** CERT_STATUS (an expired valid one reads 失效). */
    status: z.number(),
    statusLabel: z.string(),
    held: z.boolean(),
    statusTime: z.string().nullable(),
  }),
  z.object({ found: z.literal(false), message: z.string() }),
]);

/** A published batch of the 圳品目录. */
export const catalogueBatch = z.object({
  id: z.number(),
  batchNo: z.number(),
  title: z.string(),
  /** The certificates it took. */
  total: z.number(),
  /** The officer who published it. */
  publishBy: z.number().nullable(),
  publishTime: z.string(),
});

const moved = moveResult;

const byPathId = z.object({ id: id() });

export const certCalls = {
  getConfirm: defineCall({ method: 'POST', path: `${CERT_PREFIX}/confirm/getConfirm`, summary: '一个评价申请的证书及其所处环节', tag, body: z.looseObject({ evalId: id().meta({ title: '评价申请' }) }), reply: z.array(recordRow) }),
  upAnnexId: defineCall({
    method: 'POST',
    path: `${CERT_PREFIX}/confirm/upAnnexId`,
    summary: '上传盖章证书并使证书生效（一次完成）',
    tag,
    body: z.looseObject({ id: id().meta({ title: '证书' }), annexId: scalar.optional().meta({ title: '盖章证书' }) }),
    reply: moved,
  }),
  stamped: defineCall({ method: 'PUT', path: CERT_STAMPED_PATH, summary: '上传盖章证书', tag, body: z.looseObject({ id: id().meta({ title: '证书' }), stampedFileId: scalar.optional().meta({ title: '盖章证书' }) }), reply: recordRow }),
  changeCert: defineCall({ method: 'POST', path: `${CERT_PREFIX}/changeCert/:id`, summary: '一项已通过的变更申请要换发的证书', tag, pathParams: byPathId, body: anyBody.optional(), reply: z.array(recordRow) }),
  doChangeGen: defineCall({
    method: 'POST',
    path: `${CERT_PREFIX}/doChangeGen/:id`,
    summary: '换发一张证书',
    tag,
    pathParams: byPathId,
    body: z.looseObject({ opinion: scalar.optional().meta({ title: '意见' }) }).optional(),
    reply: moved,
  }),
  batches: defineCall({ method: 'GET', path: CATALOGUE_BATCHES_PATH, summary: '圳品目录的已发布批次', tag, reply: z.array(catalogueBatch) }),
  publish: defineCall({ method: 'POST', path: CATALOGUE_PUBLISH_PATH, summary: '发布新一批圳品目录', tag, body: anyBody.optional(), reply: catalogueBatch }),
  verify: defineCall({ ...CERT_ROUTES.verify, summary: '查验圳品证书（公开）', tag, query: z.looseObject({ no: scalar.optional().meta({ title: '证书编号' }) }), reply: certVerifyResult }),
} as const;
