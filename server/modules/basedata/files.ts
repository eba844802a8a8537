/**
 * The files a `file` field names must exist and be of the field's type group (a standard's text
 * is a PDF): checked on write, so a hand-made call cannot attach a spreadsheet or an id that does
 * not exist. Clear 400 messages naming the field.
 */
import { inArray } from 'drizzle-orm';
import { fieldErrorText, fileTokens, type FieldDef } from '../../../src/domain/resource';
import { allowedExts, UPLOAD_MSG } from '../../../src/domain/upload';
import type { DbOrTx } from '../../db/client';
import { fileBaseInfo } from '../../db/schema';
import { badRequest } from '../../http/envelope';

export async function checkFiles(tx: DbOrTx, name: string, field: FieldDef, value: unknown): Promise<void> {
  const ids = fileTokens(value).map(Number).filter((n) => Number.isSafeInteger(n));
  if (!ids.length) return;
  const rows = await tx.select({ id: fileBaseInfo.id, ext: fileBaseInfo.ext }).from(fileBaseInfo).where(inArray(fileBaseInfo.id, ids));
  const fail = (message: string) => badRequest(fieldErrorText({ field: name, label: field.label, message }));
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw fail(`附件 ${missing.join('、')} 不存在`);
  const type = field.upload?.accept ?? 'beCommon';
  const exts = allowedExts(type);
  if (type !== 'beCommon' && rows.some((r) => !exts.includes(r.ext.toLowerCase()))) throw fail(UPLOAD_MSG.onlyTypes(exts));
}
