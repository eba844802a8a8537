/** The public check of a 圳品 certificate (no sign-in): GET /rst/cert/verify?no=. */
import type { z } from 'zod';
import { certCalls, type certVerifyResult } from '@/domain/calls/cert';
import { callApi } from './call';

/** What the check answers: a certificate and where it stands, or that the number is not one. */
export type CertVerifyResult = z.output<typeof certVerifyResult>;

export const verifyCert = (no: string) => callApi(certCalls.verify, { query: { no } }, { silent: true });
