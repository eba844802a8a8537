/** The client's file name, made safe to store and to send back in a Content-Disposition header. */
import { extOf } from '../../../src/domain/upload';

const MAX_NAME = 255;

export function cleanFileName(raw: string | undefined): string {
  // Browsers on Windows may send a full path; keep the last segment. Control characters could split headers.
  const base = String(raw ?? '').split(/[\\/]/).pop() ?? '';
  const name = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if ([...name].length <= MAX_NAME) return name;
  const ext = extOf(name);
  const keep = MAX_NAME - (ext ? ext.length + 1 : 0);
  return [...name].slice(0, keep).join('') + (ext ? `.${ext}` : '');
}

/** `attachment; filename="ascii fallback"; filename*=UTF-8''percent-encoded` (RFC 6266 / 5987). */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline'): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
