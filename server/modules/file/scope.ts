/** Which files a caller may see: management all; others their organisation's files and the ones they uploaded. */
import { eq, or, type SQL } from 'drizzle-orm';
import { isManagement, type Principal } from '../../http/auth';
import { fileBaseInfo } from '../../db/schema';

export function fileScope(p: Principal): SQL | undefined {
  if (isManagement(p)) return undefined;
  const mine = eq(fileBaseInfo.createBy, p.id);
  return p.orgId === null ? mine : or(eq(fileBaseInfo.orgId, p.orgId), mine);
}
