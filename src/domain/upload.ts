/**
 * Upload rules of the spec (screens document §5, calls document §9): type groups, size limits
 * and their messages, shared by the upload controls and the server's file module.
 */
export const MB = 1024 * 1024;
/** General check: at most 50 MB (51200 KB). */
export const MAX_UPLOAD_MB = 50;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * MB;
/** Attachment control default. */
export const ATTACHMENT_DEFAULT_MB = 20;
/** Image upload default. */
export const IMAGE_DEFAULT_MB = 200;
/** What an organisation may keep in uploads in all, unless the server sets ZP_UPLOAD_QUOTA_MB. */
export const DEFAULT_UPLOAD_QUOTA_MB = 2048;

const IMAGES = ['jpg', 'jpeg', 'png'] as const;
const OFFICE = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'wps'] as const;

export const UPLOAD_TYPES = {
  doc: ['doc', 'docx', 'pdf', 'xls', 'xlsx', 'wps', ...IMAGES],
  zip: ['zip', 'rar'],
  feedbackfile: ['pdf'],
  pdfOnly: ['pdf'],
  docReview: ['pdf', ...IMAGES, 'zip'],
  zipImage: ['pdf', ...IMAGES, 'zip'],
  pdf: ['pdf', ...IMAGES],
  img: [...IMAGES],
  mp4: ['mp4'],
  record: [...OFFICE, 'pdf', ...IMAGES, 'mp4'],
  zipImg: ['zip', 'rar', ...IMAGES],
  beCommon: [] as string[],
} as const satisfies Record<string, readonly string[]>;

export type UploadType = keyof typeof UPLOAD_TYPES;
export const isUploadType = (s: string): s is UploadType => Object.prototype.hasOwnProperty.call(UPLOAD_TYPES, s);

/** Every extension any group allows: what beCommon accepts on this server. */
export const ALL_UPLOAD_EXTS: readonly string[] = [...new Set(Object.values(UPLOAD_TYPES).flat())];

export const UPLOAD_MSG = {
  badFormat: '文件格式不对',
  tooLarge: '文件只能在50M以内',
  empty: '附件大小不能为0M！',
  failed: '文件上传失败',
  /** The multipart body itself cannot be read (no boundary, a cut-off or malformed part). */
  malformed: '上传内容不是有效的 multipart/form-data，请重新选择文件上传',
  imageFormat: '上传图片只能是 JPG、PNG、JPEG格式!',
  imageTooLarge: (n: number) => `上传图片大小不能超过${n}MB!`,
  tooMany: (n: number) => `文件上传最大数量为${n}`,
  /** One multipart request: more files, more text fields, or more parts in all than the server reads. */
  requestFiles: (n: number) => `一次最多上传${n}个文件`,
  requestFields: (n: number) => `表单字段不能超过${n}个`,
  requestParts: (files: number, fields: number) => `表单内容过多：最多${files}个文件、${fields}个字段`,
  /** The file would take the organisation's uploads past its quota (figures in MB). */
  quotaExceeded: (usedMb: string, quotaMb: string) => `本单位的上传空间不足（已用 ${usedMb}MB，共 ${quotaMb}MB），无法保存此文件，请联系管理员`,
  /** The server's disk (the files volume) is full: nothing was kept. */
  storageFull: '服务器存储空间不足，文件未能保存，请联系管理员',
  onlyTypes: (exts: readonly string[]) => `只能上传${exts.join('、')}格式的文件`,
  sizeLimit: (n: number) => `上传文件大小不能超过 ${n}MB!`,
  confirmDeleteImage: '确认删除此图片吗？',
  confirmDelete: '确认删除吗？',
} as const;

export const extOf = (name: string): string => {
  const i = name.lastIndexOf('.');
  return i >= 0 ? name.slice(i + 1).toLowerCase() : '';
};

export function allowedExts(type: UploadType): readonly string[] {
  return type === 'beCommon' ? ALL_UPLOAD_EXTS : UPLOAD_TYPES[type];
}
