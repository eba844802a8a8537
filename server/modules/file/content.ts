/**
 * Type check by content (ARCHITECTURE.md §7): a file is accepted only when its extension is in the
 * allowed list AND its bytes are what that extension claims. The magic-number detection is the
 * `file-type` package; every allowed extension has a binary signature, so nothing text-like
 * (HTML, SVG, scripts) can pass.
 */
import { fileTypeFromFile } from 'file-type';

/** Detected `file-type` extensions that a claimed extension may hold. */
const CONTENT_OF: Readonly<Record<string, readonly string[]>> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  // An animated PNG is still a PNG.
  png: ['png', 'apng'],
  pdf: ['pdf'],
  // Office 97-2003 and WPS documents are OLE compound files: file-type reports them as 'cfb'.
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  wps: ['cfb'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  zip: ['zip'],
  rar: ['rar'],
  mp4: ['mp4', 'm4v'],
};

/** The Content-Type a download is served with: from the (verified) extension, never from the client. */
const MIME_OF: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  wps: 'application/vnd.ms-works',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  mp4: 'video/mp4',
};

export const mimeOf = (ext: string): string => MIME_OF[ext] ?? 'application/octet-stream';

/**
 * Types a browser may show inline (the download's `disposition=inline`): raster images only. A PDF
 * may carry JavaScript and an SVG is a document with scripts, so they, like everything else, are
 * attachments.
 */
export const INLINE_EXTS: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'avif']);

/** Does the stored file's content match its claimed extension? */
export async function contentMatches(absPath: string, ext: string): Promise<boolean> {
  const expected = CONTENT_OF[ext];
  if (!expected) return false;
  const detected = await fileTypeFromFile(absPath);
  return !!detected && expected.includes(detected.ext);
}
