/** The operation log: who did what to which record and when (INSERT, UPDATE, DELETE, GRANT, EXPORT, IMPORT, CLEAN). */
import type { DbOrTx } from '../db/client';
import { sysLog } from '../db/schema';
import type { Principal } from './auth';

export type OpType = 'INSERT' | 'UPDATE' | 'DELETE' | 'GRANT' | 'EXPORT' | 'IMPORT' | 'CLEAN';

export async function writeOpLog(
  db: DbOrTx,
  who: Principal | null,
  op: OpType,
  resource: string,
  recordId: string | number | readonly (string | number)[] | null,
  detail?: unknown,
  ip?: string,
): Promise<void> {
  const id = recordId === null ? null : Array.isArray(recordId) ? recordId.join(',') : String(recordId);
  await db.insert(sysLog).values({
    userId: who?.id ?? null,
    username: who?.username ?? null,
    orgId: who?.orgId ?? null,
    op,
    resource,
    recordId: id ? id.slice(0, 500) : null,
    detail: detail === undefined ? null : JSON.stringify(detail).slice(0, 4000),
    ip: ip ?? null,
  });
}
