/** Upload and download (calls document §7.5: the addresses are configuration values; these are the portal's). */
import { z } from 'zod';
import { defineCall, id, scalar } from './call';

/** A stored file as the upload answers it; the lookup by ids answers it with its upload time (and more beside). */
export const fileInfo = z.object({ id: z.number(), name: z.string(), url: z.string(), size: z.number(), ext: z.string(), createTime: z.string().optional() });

export const fileCalls = {
  upload: defineCall({
    method: 'POST',
    path: '/api/file/upload',
    summary: '上传文件（multipart/form-data，字段 file）',
    tag: '文件',
    multipart: true,
    // The upload type group may also be a form field; the route reads either and words its own refusal.
    query: z.looseObject({ type: z.unknown().optional().meta({ title: '上传类型' }) }),
    reply: fileInfo,
  }),
  download: defineCall({
    method: 'GET',
    path: '/api/file/download',
    summary: '下载文件（disposition=inline 时图片在页面中显示）',
    tag: '文件',
    query: z.looseObject({ id: id(), disposition: scalar.optional() }),
    file: true,
  }),
} as const;
