/** The route of the public certificate check (cert.ts declares its contract from it). No zod here. */
import { CERT_VERIFY_PATH } from '../resources/certPaths';
import type { CallRoute } from './route';

export const CERT_ROUTES = {
  verify: { method: 'GET', path: CERT_VERIFY_PATH },
} as const satisfies Record<string, CallRoute>;
