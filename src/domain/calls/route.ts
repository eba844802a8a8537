/**
 * Where a call goes, apart from what it takes and answers: all the browser needs to send it. A
 * contract (call.ts) carries its schemas, and importing one loads zod; the pages a person sees
 * before the portal has loaded (sign-in) send through routes, which load nothing, while the types
 * still come from the contracts (a route carries its contract's type, never its schemas).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallRoute {
  readonly method: Method;
  /** Fastify's form: `/api/msg/info/:id`. */
  readonly path: string;
}

declare const contract: unique symbol;

/** A route that stands for the contract C: sent like the contract, typed by it. */
export type RouteTo<C> = CallRoute & { readonly [contract]?: C };

/**
 * The routes of some of a set of contracts, from a table of method and path per call: the compiler
 * holds the table to the contracts (a name, path or method that differs from its contract's does
 * not build). `routesTo<typeof accountCalls>()(ACCOUNT_ROUTES)`.
 */
export const routesTo =
  <T extends Record<string, CallRoute>>() =>
  <R extends { readonly [K in keyof R]: K extends keyof T ? Pick<T[K], 'method' | 'path'> : never }>(routes: R): { readonly [K in keyof R & keyof T]: RouteTo<T[K]> } =>
    routes;
