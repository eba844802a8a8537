/** The account calls (spec §7.1), one small plugin per job. */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import captcha from './captcha';
import current from './current';
import login from './login';
import password from './password';
import publicConfig from './public-config';
import register from './register';
import registerAudit from './register-audit';
import roles from './roles';
import sms from './sms';
import users from './users';

const parts: FastifyPluginAsync<ServerContext>[] = [publicConfig, captcha, login, sms, current, users, roles, password, register, registerAudit];

const plugin: FastifyPluginAsync<ServerContext> = async (app, ctx) => {
  for (const part of parts) await app.register(part, ctx);
};
export default plugin;
