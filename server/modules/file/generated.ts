/**
 * A document the server produced (a notice, a report) stored like an upload: the bytes under the
 * files dir, a file_base_info row owned by the caller's organisation, so it downloads, lists and is
 * checked like any other file.
 */
import { Readable } from 'node:stream';
import { fileUrl } from '../../../src/domain/resources/file';
import type { DbOrTx } from '../../db/client';
import { fileBaseInfo } from '../../db/schema';
import type { Principal } from '../../http/auth';
import { mimeOf } from './content';
import { removeQuietly, writeStream } from './store';

/** Who made a document: its owner organisation and maker. */
export type Maker = Pick<Principal, 'id' | 'orgId'>;

export interface GeneratedFile {
  readonly id: number;
  readonly name: string;
  readonly url: string;
}

/** `madeAt`: when the document was made, if not now (the demo world's notices, made months ago). */
export async function saveGeneratedFile(tx: DbOrTx, filesDir: string, p: Maker, name: string, bytes: Buffer, madeAt?: Date): Promise<GeneratedFile> {
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  const stored = await writeStream(filesDir, Readable.from([bytes]));
  try {
    const [row] = await tx
      .insert(fileBaseInfo)
      .values({ name, ext, mime: mimeOf(ext), size: stored.size, sha256: stored.sha256, storagePath: stored.storagePath, orgId: p.orgId, createBy: p.id, ...(madeAt ? { createTime: madeAt } : {}) })
      .returning({ id: fileBaseInfo.id });
    return { id: row.id, name, url: fileUrl(row.id) };
  } catch (e) {
    await removeQuietly(stored.absPath);
    throw e;
  }
}
