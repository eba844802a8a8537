/**
 * The route table: every route the application registers, with the access it declares. The
 * safety-net tests (the role × organisation matrix, the fuzz test) are generated from it, so a
 * route added tomorrow is covered the day it lands.
 */
import type { FastifyInstance } from 'fastify';
import type { CallDef } from '../../src/domain/calls/call';

export interface RouteEntry {
  readonly method: string;
  readonly url: string;
  /** As declared in the route's config; undefined when the route declares nothing. */
  readonly access: string | undefined;
  readonly perm: string | undefined;
  /** The contract the route was registered from (contract.ts); undefined for a route declared by hand. */
  readonly call: CallDef | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/** Records every route registered after this call (HEAD routes Fastify adds for GETs are left out). */
export function collectRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Read when asked: a plugin's own onRoute hook (the API docs, the static files) sets the access
    // after this one has run.
    const config = () => (route.config ?? {}) as { access?: string; perm?: string; call?: CallDef };
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        get access() {
          return config().access;
        },
        get perm() {
          return config().perm;
        },
        get call() {
          return config().call;
        },
      });
    }
  });
}
