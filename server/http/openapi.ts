/**
 * The OpenAPI document of every call, made from the routes' contracts (src/domain/calls), for an
 * integrator (a regulator's system, a testing lab's LIMS): GET /api/docs/json, and a reference page
 * at /api/docs. Both are for administrators: the document names every call and field.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PERMS } from '../../src/domain/permissions';

export const DOCS_PREFIX = '/api/docs';

/** Registers the document's generator; call before any route so every route is in it. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: '圳品评价认证与监管平台 API', description: '响应统一为 {code, msg, data, succeed}：code 200 为成功，其他为错误目录中的代码（HTTP 状态仍为 200）。', version: '1.0.0' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Token' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
}

/** The reference page and the document; registered after the modules. */
export async function installApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(async (docs) => {
    // The page, its files and the document all need the permission; the sign-in check enforces it.
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), access: 'perm', perm: PERMS.apiDocs.view };
    });
    await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'none', deepLinking: true }, staticCSP: true });
  });
}
