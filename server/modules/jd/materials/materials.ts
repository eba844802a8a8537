/**
 * Supervision: documents for the review (doc_annex/*), the task's materials and archive (mat/*,
 * mat_item/*), zip packages (doc_annex/packZip, mat/zip, mat/getZip, site/getOnSiteZip), one file
 * of a task (mat/download), the testing unit's spot items (spot) and the product report book
 * (prod/getProductReportBook). Who sees what: ../shared/scope.ts; each file says who writes.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../../context';
import { registerDocAnnex } from './matDocAnnex';
import { registerMatDownload } from './matFiles';
import { registerMatItems } from './matItems';
import { registerSpots } from './spot';
import { registerReportBook } from './spotBook';
import { registerZips } from './zip';

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db, config }) => {
  registerDocAnnex(app, db);
  registerMatItems(app, db);
  registerMatDownload(app, db, config);
  registerZips(app, db, config);
  registerSpots(app, db);
  registerReportBook(app, db, config);
};

export default plugin;
