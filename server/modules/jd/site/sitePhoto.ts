/**
 * A visit's photos and video by picture type (PICTURE_TYPE: 产品 CP … 视频 VIDEO), in the grammar of
 * the other records (JD_PATHS.photo):
 *   POST   /api/jd/site_photo/lst {onSitePlanId | onSiteId, pictureType?}   a visit's photos (or every visit's of the on-site record) with their files
 *   PUT    /api/jd/site_photo {onSitePlanId, pictureType, annexIds, description?}
 *   PUT    /api/jd/site_photo/{id} {pictureType?, annexIds?, description?}
 *   DELETE /api/jd/site_photo?ids=
 * Written by the supervision unit assigned to the task while the task and the visit are on site (a
 * finished visit is reopened first); the files are the unit's own uploads of the type's kind
 * (pictures, or mp4 for 视频). Everyone who sees the task reads them and downloads the files at
 * GET /api/jd/mat/download, as every file of the task (the general download serves only the uploader's organisation's files).
 * A visit is finished only with a photo (../plans/flows.ts), and its photos make its Word file (site.ts).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { codeLabel, JD_SITE_STATUS } from '../../../../src/domain/codes';
import { EVAL_SITE_MSG, isPictureType, PICTURE_TYPE, pictureFileExts, pictureTypeLabel } from '../../../../src/domain/resources/evalSite';
import { JD_MSG, jdPhotoResource } from '../../../../src/domain/resources/jd';
import { JD_TASK_ON_SITE } from '../../../../src/domain/workflows/jdTask';
import type { ServerContext } from '../../../context';
import type { DbOrTx } from '../../../db/client';
import { jdSitePhoto, type jdSitePlan } from '../../../db/schema';
import { principal, type Principal } from '../../../http/auth';
import { badRequest, notFound, ok } from '../../../http/envelope';
import { writeOpLog } from '../../../http/oplog';
import { route } from '../../../http/contract';
import { jdSitePhotoCalls as C } from '../../../../src/domain/calls/jdSite';
import { checked, inIdRange, jdSiteAccess, ownFiles, siteFiles, writableVisit, type Row } from './siteCommon';
import { visibleSite, visibleSitePlan } from '../shared/scope';

type PhotoRow = typeof jdSitePhoto.$inferSelect;

/** Photos as the calls answer them: the visit and record under the calls' names, the type's label, the files. */
async function presentPhotos(h: DbOrTx, rows: readonly PhotoRow[]): Promise<Row[]> {
  return Promise.all(
    rows.map(async ({ sitePlanId, siteId, ...r }) => ({
      ...r,
      onSitePlanId: sitePlanId,
      onSiteId: siteId,
      pictureTypeLabel: pictureTypeLabel(r.pictureType),
      files: await siteFiles(h, siteId, [r.annexIds]),
    })),
  );
}

/** The visit must itself be on site for its photos to change. */
function assertVisitOpen(plan: typeof jdSitePlan.$inferSelect): void {
  if (plan.status !== JD_SITE_STATUS.onSite) throw badRequest(JD_MSG.visitClosed(codeLabel('jdSiteStatus', plan.status)));
}

/** The files of a photo: the unit's own uploads, pictures (or mp4 for a video). */
const photoFiles = (tx: DbOrTx, p: Principal, type: string, annexIds: unknown) =>
  ownFiles(tx, p, annexIds, pictureFileExts(type), { notOwn: EVAL_SITE_MSG.fileNotOwn, badType: type === PICTURE_TYPE.VIDEO ? EVAL_SITE_MSG.videoOnly : EVAL_SITE_MSG.imagesOnly });

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  const access = jdSiteAccess;

  route(app, C.lst, access, async ({ set }, req) => {
    // One visit's photos, or (by the on-site record) every visit's, as the on-site page shows them.
    if (set.onSitePlanId === undefined && set.onSiteId === undefined) throw badRequest('参数 onSiteId 不能为空');
    const where =
      set.onSitePlanId !== undefined
        ? eq(jdSitePhoto.sitePlanId, (await visibleSitePlan(db, principal(req), set.onSitePlanId)).plan.id)
        : eq(jdSitePhoto.siteId, (await visibleSite(db, principal(req), set.onSiteId)).site.id);
    const type = set.pictureType;
    const filtered = type !== undefined && type !== null && type !== '';
    if (filtered && !isPictureType(type)) throw badRequest(EVAL_SITE_MSG.badPictureType);
    const rows = await db
      .select()
      .from(jdSitePhoto)
      .where(and(where, filtered ? eq(jdSitePhoto.pictureType, String(type)) : undefined))
      .orderBy(asc(jdSitePhoto.id));
    return ok(await presentPhotos(db, rows));
  });

  route(app, C.create, access, async ({ body }, req) => {
    const p = principal(req);
    const saved = await db.transaction(async (tx) => {
      const { plan, task } = await writableVisit(tx, p, body.onSitePlanId, JD_TASK_ON_SITE);
      assertVisitOpen(plan);
      const v = checked(jdPhotoResource, body, 'create') as { pictureType: string; annexIds: string; description?: string | null };
      const annexIds = (await photoFiles(tx, p, v.pictureType, v.annexIds)) as string;
      const [row] = await tx
        .insert(jdSitePhoto)
        .values({ sitePlanId: plan.id, siteId: plan.siteId, taskId: task.id, pictureType: v.pictureType, annexIds, description: v.description ?? null, createBy: p.id })
        .returning();
      await writeOpLog(tx, p, 'INSERT', jdPhotoResource.name, row.id, { onSitePlanId: plan.id, pictureType: v.pictureType, annexIds }, req.ip);
      return (await presentPhotos(tx, [row]))[0];
    });
    return ok(saved, '已保存');
  });

  /** A photo, if the caller sees its task (404 otherwise). */
  async function visiblePhoto(h: DbOrTx, p: Principal, id: number): Promise<PhotoRow> {
    const [row] = inIdRange(id) ? await h.select().from(jdSitePhoto).where(eq(jdSitePhoto.id, id)) : [];
    if (!row) throw notFound(jdPhotoResource.title);
    await visibleSitePlan(h, p, row.sitePlanId);
    return row;
  }

  route(app, C.update, access, async ({ path, body }, req) => {
    const p = principal(req);
    const saved = await db.transaction(async (tx) => {
      const photo = await visiblePhoto(tx, p, path.id);
      const { plan } = await writableVisit(tx, p, photo.sitePlanId, JD_TASK_ON_SITE);
      assertVisitOpen(plan);
      const v = checked(jdPhotoResource, body, 'update') as { pictureType?: string; annexIds?: string; description?: string | null };
      const change: Partial<typeof jdSitePhoto.$inferInsert> = {};
      const type = v.pictureType ?? photo.pictureType;
      // The files are judged again when the type changes: a video's mp4 is no picture.
      if (v.annexIds !== undefined || v.pictureType !== undefined) change.annexIds = (await photoFiles(tx, p, type, v.annexIds ?? photo.annexIds)) as string;
      if (v.pictureType !== undefined) change.pictureType = v.pictureType;
      if ('description' in v) change.description = v.description ?? null;
      if (!Object.keys(change).length) return (await presentPhotos(tx, [photo]))[0];
      const [row] = await tx.update(jdSitePhoto).set(change).where(eq(jdSitePhoto.id, photo.id)).returning();
      await writeOpLog(tx, p, 'UPDATE', jdPhotoResource.name, photo.id, change, req.ip);
      return (await presentPhotos(tx, [row]))[0];
    });
    return ok(saved, '已保存');
  });

  route(app, C.remove, access, async ({ set: { ids } }, req) => {
    const p = principal(req);
    await db.transaction(async (tx) => {
      const photos = ids.every(inIdRange) ? await tx.select().from(jdSitePhoto).where(inArray(jdSitePhoto.id, ids)) : [];
      if (photos.length !== new Set(ids).size) throw notFound(jdPhotoResource.title);
      for (const visitId of new Set(photos.map((ph) => ph.sitePlanId))) {
        const { plan } = await writableVisit(tx, p, visitId, JD_TASK_ON_SITE);
        assertVisitOpen(plan);
      }
      await tx.delete(jdSitePhoto).where(inArray(jdSitePhoto.id, ids));
      await writeOpLog(tx, p, 'DELETE', jdPhotoResource.name, ids, undefined, req.ip);
    });
    return ok(ids.length, '已删除');
  });
};

export default plugin;
