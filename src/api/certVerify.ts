/**
 * The public check of a 圳品 certificate (no sign-in): GET /rst/cert/verify?no=. It goes by the
 * call's route, typed by its contract: the check's page loads no schema library.
 */
import type { z } from 'zod';
import type { certCalls, certVerifyResult } from '@/domain/calls/cert';
import { CERT_ROUTES } from '@/domain/calls/certRoutes';
import { routesTo } from '@/domain/calls/route';
import { callApi } from './call';

/** What the check answers: a certificate and where it stands, or that the number is not one. */
export type CertVerifyResult = z.output<typeof certVerifyResult>;

const calls = routesTo<typeof certCalls>()(CERT_ROUTES);

export const verifyCert = (no: string) => callApi(calls.verify, { query: { no } }, { silent: true });
