/**
 * Which files a caller may see: management all; others their organisation's files, the ones they
 * uploaded, and the attachments of messages sent to them (so the spec's attachment-info call,
 * POST /api/filebaseinfo/lst?search.id_in=, and the download work for a message's recipient).
 */
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { isManagement, type Principal } from '../../http/auth';
import { fileBaseInfo, msgInfo } from '../../db/schema';

/** A file named in `annex_ids` (comma-joined) of one of the user's messages. */
const attachedToMessageOf = (userId: number): SQL =>
  sql`exists (select 1 from ${msgInfo} where ${msgInfo.userId} = ${userId} and position(',' || ${fileBaseInfo.id}::text || ',' in ',' || coalesce(${msgInfo.annexIds}, '') || ',') > 0)`;

export function fileScope(p: Principal): SQL | undefined {
  if (isManagement(p)) return undefined;
  const mine = or(eq(fileBaseInfo.createBy, p.id), attachedToMessageOf(p.id));
  return p.orgId === null ? mine : or(eq(fileBaseInfo.orgId, p.orgId), mine);
}
