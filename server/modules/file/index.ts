/**
 * Files (calls document §7.5): upload, download, and the metadata lookups. Options beyond the
 * server context exist for tests (a lower size limit instead of writing 50 MB).
 */
import type { FastifyPluginAsync } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../../src/domain/upload';
import type { ServerContext } from '../../context';
import { registerDownload } from './download';
import { registerFileList } from './list';
import { registerUpload } from './upload';

export interface FileModuleOptions extends ServerContext {
  /** Largest accepted file; defaults to the spec's general limit (50 MB). */
  readonly maxUploadBytes?: number;
}

const plugin: FastifyPluginAsync<FileModuleOptions> = async (app, opts) => {
  const { db, config } = opts;
  registerUpload(app, { db, filesDir: config.filesDir, maxUploadBytes: opts.maxUploadBytes ?? MAX_UPLOAD_BYTES, uploadQuotaBytes: config.uploadQuotaBytes });
  registerDownload(app, { db, filesDir: config.filesDir });
  registerFileList(app, db);
};
export default plugin;
