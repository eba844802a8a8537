/**
 * The files supervision calls answer (calls document §7.7): an Excel export is the file itself (a
 * blob); a Word document the server generates and stores is either the file itself or its stored
 * record ({id, name, url}, as the evaluation's generated documents are answered). A refusal comes
 * back as a JSON envelope even though a file was asked for. Every call is silent: the widget shows
 * a refusal where it happened.
 */
import { ApiCallError, call } from './http';

/** A stored file as a generating call names it. */
export interface JdGeneratedFile {
  readonly id: number;
  readonly name: string;
  readonly url: string;
}

/** What a document call answered: the bytes to save, or the stored file to open. */
export type JdDocument = { readonly kind: 'blob'; readonly blob: Blob } | { readonly kind: 'file'; readonly file: JdGeneratedFile };

const FAILED = '下载失败';

interface EnvelopeLike {
  readonly code?: number;
  readonly msg?: string;
  readonly data?: unknown;
}

const isGeneratedFile = (v: unknown): v is JdGeneratedFile =>
  typeof v === 'object' && v !== null && typeof (v as { url?: unknown }).url === 'string' && typeof (v as { name?: unknown }).name === 'string';

async function envelopeOf(blob: Blob): Promise<EnvelopeLike | null> {
  if (!blob.type.includes('json')) return null;
  try {
    return JSON.parse(await blob.text()) as EnvelopeLike;
  } catch {
    throw new ApiCallError(500, FAILED, 'body');
  }
}

/** POST for a generated document: its bytes, or (an envelope of code 200) the stored file. */
export async function postForDocument(url: string, data: unknown): Promise<JdDocument> {
  const blob = await call<Blob>({ method: 'POST', url, data, responseType: 'blob', silent: true });
  const env = await envelopeOf(blob);
  if (!env) return { kind: 'blob', blob };
  if (env.code === 200 && isGeneratedFile(env.data)) return { kind: 'file', file: env.data };
  throw new ApiCallError(env.code ?? 500, env.msg || FAILED, 'body');
}
