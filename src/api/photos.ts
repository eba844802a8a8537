/**
 * Photos taken on site: made smaller on the device, then uploaded, or — with no network — kept on
 * the device under a device id (`local-…`) that the form's value carries until the change naming
 * it is sent from the 待同步 queue (src/api/syncQueue.ts uploads it then).
 */
import { onlineManager } from '@tanstack/react-query';
import type { UploadType } from '@/domain/upload';
import { keepLocalFile } from './device';
import { uploadFile } from './lookups';
import { isNoResponse } from './offline';
import { LOCAL_FILE_PREFIX, newChangeKey, type LocalFile } from './syncQueue';

/**
 * Photos made smaller on the device before they are kept or sent: a phone's camera picture (4000
 * px, 3–8 MB) becomes at most PHOTO_MAX_SIDE px on its long side as a JPEG, a few hundred KB — what
 * a report shows, and what a weak signal in a field can send. Anything else (PNG drawings, videos,
 * documents, a picture already small) is kept as it is, and so is a picture the browser cannot
 * decode or whose smaller copy would not be smaller.
 */
export const PHOTO_MAX_SIDE = 1920;
const MIN_BYTES = 512 * 1024;
const QUALITY = 0.82;

export async function compressPhoto(file: File): Promise<File> {
  if (file.type !== 'image/jpeg' || file.size < MIN_BYTES || typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  try {
    // from-image: the picture turned upright as the camera's EXIF says, as a person saw it.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
    return blob && blob.size < file.size ? new File([blob], file.name, { type: 'image/jpeg', lastModified: file.lastModified }) : file;
  } catch {
    return file;
  }
}

/** One object URL per photo kept on the device, for as long as the page lives. */
const deviceUrls = new WeakMap<Blob, string>();
export function deviceUrl(blob: Blob): string {
  let url = deviceUrls.get(blob);
  if (!url) deviceUrls.set(blob, (url = URL.createObjectURL(blob)));
  return url;
}

/** A file as a form's value holds it: stored (its id), or on the device (its device id). */
export interface PickedFile {
  readonly id: number | string;
  readonly name: string;
  readonly url: string;
}

/** A picked photo made smaller, then uploaded — or kept on the device when there is no network. */
export async function uploadOrKeep(userId: number, picked: File, type: UploadType): Promise<PickedFile> {
  const file = await compressPhoto(picked);
  const keep = async (): Promise<PickedFile> => {
    const kept: LocalFile = { localId: `${LOCAL_FILE_PREFIX}${newChangeKey()}`, name: file.name, type, blob: file };
    await keepLocalFile(userId, kept);
    return { id: kept.localId, name: kept.name, url: deviceUrl(file) };
  };
  if (!onlineManager.isOnline()) return keep();
  try {
    const saved = await uploadFile(file, type);
    return { id: saved.id, name: saved.name, url: saved.url };
  } catch (e) {
    if (isNoResponse(e)) return keep();
    throw e;
  }
}
