/**
 * The file metadata calls through the resource engine: POST /api/filebaseinfo/lst (look files up
 * by id for an attachment field: `search.id_in=1,2`) for anyone signed in, and POST
 * /api/filebaseinfo/page for the attachment list page. Both apply the file scope.
 */
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fileUrl } from '../../../src/domain/resources/file';
import type { Db, DbOrTx } from '../../db/client';
import { fileBaseInfo, sysOrg, sysUser } from '../../db/schema';
import { registerResource } from '../../http/resource';
import { fileScope } from './scope';

type Row = Record<string, unknown>;

async function present(rows: Row[], db: DbOrTx): Promise<Row[]> {
  const ids = (key: string) => [...new Set(rows.map((r) => r[key]).filter((v): v is number => typeof v === 'number'))];
  const orgIds = ids('orgId');
  const userIds = ids('createBy');
  const orgs = orgIds.length ? await db.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, orgIds)) : [];
  const users = userIds.length ? await db.select({ id: sysUser.id, name: sysUser.name, username: sysUser.username }).from(sysUser).where(inArray(sysUser.id, userIds)) : [];
  const orgName = new Map(orgs.map((o) => [o.id, o.name]));
  const userName = new Map(users.map((u) => [u.id, u.name ?? u.username]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    url: fileUrl(r.id as number),
    size: r.size,
    ext: r.ext,
    mime: r.mime,
    createTime: r.createTime,
    orgId: r.orgId,
    orgName: orgName.get(r.orgId as number) ?? null,
    createBy: r.createBy,
    createByName: userName.get(r.createBy as number) ?? null,
  }));
}

export function registerFileList(app: FastifyInstance, db: Db): void {
  registerResource(app, db, {
    resource: 'filebaseinfo',
    table: fileBaseInfo,
    scope: fileScope,
    hidden: ['storagePath'],
    present,
    lstLimit: 500,
  });
}
