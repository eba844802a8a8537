/**
 * Uploaded files (screens document §3 "File": id, url, name). Rows are created only by the upload
 * call, so every field is read-only here; the definition drives the attachment list page and
 * whitelists its filters.
 */
import type { z } from 'zod';
import { fileInfo } from '../calls/file';
import { defineResource } from '../resource';

/** The download address; a file's url is this plus `?id=` (calls document §7.5). */
export const FILE_DOWNLOAD_PATH = '/api/file/download';
export const FILE_UPLOAD_PATH = '/api/file/upload';

export const fileUrl = (id: number | string): string => `${FILE_DOWNLOAD_PATH}?id=${encodeURIComponent(String(id))}`;

/** What the upload call answers and the lookup by ids returns. */
export type FileInfo = Readonly<z.output<typeof fileInfo>>;

export const fileResource = defineResource({
  name: 'file',
  // The lookup by ids reads a file's id, name and address; the attachment list its other fields by name.
  row: fileInfo.loose(),
  title: '附件',
  defaultSort: 'id,desc',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: { width: 80 } },
    name: { label: '文件名', type: 'string', max: 255, readOnly: true, search: ['like', 'eq'], sortable: true, column: { width: 260 } },
    // Searched as a text box on the attachment list (type = extension, e.g. pdf).
    ext: { label: '文件类型', type: 'string', max: 20, readOnly: true, search: ['like', 'eq', 'in'], column: { width: 90 } },
    mime: { label: 'MIME 类型', type: 'string', max: 100, readOnly: true, search: ['eq'], column: { width: 180 } },
    size: { label: '大小(字节)', type: 'int', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 110 } },
    sha256: { label: 'SHA-256', type: 'string', max: 64, readOnly: true, search: ['eq'], column: false },
    orgId: { label: '所属组织', type: 'int', readOnly: true, search: ['eq'], column: false },
    orgName: { label: '所属组织', type: 'string', readOnly: true, column: { width: 200 } },
    createBy: { label: '上传人', type: 'int', readOnly: true, search: ['eq'], column: false },
    createByName: { label: '上传人', type: 'string', readOnly: true, column: { width: 100 } },
    createTime: { label: '上传时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
  },
});
