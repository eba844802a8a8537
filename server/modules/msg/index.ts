/**
 * Messaging (calls document §7.3): administration (categories, actions, templates, pushes, log),
 * composing and sending, and the recipient's own messages. Other modules send through
 * ./service.ts (sendMessage, sendByAction).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerAdmin } from './admin';
import { dispatchOutbox, loadConfiguredAdapters } from './channels';
import { registerInfo } from './info';
import { registerPush } from './push';

/** How often the outbox is retried while adapters are configured. */
const DISPATCH_EVERY_MS = 30_000;

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db, config }) => {
  registerAdmin(app, db);
  registerPush(app, db);
  registerInfo(app, db, config.filesDir);
  await loadConfiguredAdapters();
  const timer = setInterval(() => {
    void dispatchOutbox(db).catch((e: unknown) => app.log.error({ err: e }, 'message outbox dispatch failed'));
  }, DISPATCH_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
export default plugin;
