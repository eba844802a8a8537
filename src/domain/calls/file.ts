/** Upload and download (calls document §7.5: the addresses are configuration values; these are the portal's). */
import { z } from 'zod';
import { defineCall, id, scalar } from './call';

export const fileCalls = {
  upload: defineCall({
    method: 'POST',
    path: '/api/file/upload',
    summary: '上传文件（multipart/form-data，字段 file）',
    tag: '文件',
    multipart: true,
    reply: z.object({ id: z.number(), name: z.string(), url: z.string() }).loose(),
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
