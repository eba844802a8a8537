/**
 * The client-side checks run before an upload (screens document §5 "Uploads", calls document §5):
 * pure functions returning the spec's message for the first rule a file breaks, or null. The
 * groups, limits and messages come from src/domain/upload.ts, which the server checks with too.
 */
import { allowedExts, ALL_UPLOAD_EXTS, ATTACHMENT_DEFAULT_MB, extOf, IMAGE_DEFAULT_MB, MAX_UPLOAD_BYTES, MB, UPLOAD_MSG, UPLOAD_TYPES, type UploadType } from '@/domain/upload';

/** What the checks read of a browser File (so tests need no File). */
export interface FileLike {
  readonly name: string;
  readonly size: number;
}

export interface FileCheckOptions {
  /** The type group; beCommon accepts every extension the server knows. */
  readonly type?: UploadType;
  /** The control's size limit in MB (default 20). */
  readonly maxMb?: number;
  /** Most files the list may hold; 0 = no limit. */
  readonly maxCount?: number;
  /** Files already in the list (done or uploading). */
  readonly count?: number;
}

/** Count limit shared by both controls: adding one more must not exceed `maxCount` (0 = none). */
function countError(count: number, maxCount: number): string | null {
  return maxCount > 0 && count >= maxCount ? UPLOAD_MSG.tooMany(maxCount) : null;
}

/**
 * The general file check, in the order a user is best told: too many, empty, over the general
 * 50 MB, an extension no group knows (文件格式不对), outside this group (只能上传…), over the control's limit.
 */
export function checkFile(file: FileLike, { type = 'beCommon', maxMb = ATTACHMENT_DEFAULT_MB, maxCount = 0, count = 0 }: FileCheckOptions = {}): string | null {
  const tooMany = countError(count, maxCount);
  if (tooMany) return tooMany;
  if (file.size <= 0) return UPLOAD_MSG.empty;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MSG.tooLarge;
  const ext = extOf(file.name);
  if (!ALL_UPLOAD_EXTS.includes(ext)) return UPLOAD_MSG.badFormat;
  if (type !== 'beCommon' && !allowedExts(type).includes(ext)) return UPLOAD_MSG.onlyTypes(allowedExts(type));
  if (file.size > maxMb * MB) return UPLOAD_MSG.sizeLimit(maxMb);
  return null;
}

export interface ImageCheckOptions {
  /** Size limit in MB (default 200). */
  readonly maxMb?: number;
  readonly maxCount?: number;
  readonly count?: number;
}

/** The image check: JPG, JPEG or PNG only, not empty, within the size limit, within the count. */
export function checkImage(file: FileLike, { maxMb = IMAGE_DEFAULT_MB, maxCount = 0, count = 0 }: ImageCheckOptions = {}): string | null {
  const tooMany = countError(count, maxCount);
  if (tooMany) return tooMany;
  if (!(UPLOAD_TYPES.img as readonly string[]).includes(extOf(file.name))) return UPLOAD_MSG.imageFormat;
  if (file.size <= 0) return UPLOAD_MSG.empty;
  if (file.size > maxMb * MB) return UPLOAD_MSG.imageTooLarge(maxMb);
  return null;
}

/** The `accept` attribute of the file picker for a group (beCommon: anything the server knows). */
export const acceptOf = (type: UploadType): string => allowedExts(type).map((e) => `.${e}`).join(',');
