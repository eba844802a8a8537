/** The public check of a 圳品 certificate (no sign-in): GET /rst/cert/verify?no=. */
import { CERT_VERIFY_PATH } from '@/domain/resources/cert';
import { get } from './http';

/** What the check answers: a certificate and where it stands, or that the number is not one. */
export type CertVerifyResult =
  | {
      readonly found: true;
      readonly certNo: string;
      readonly version: number;
      readonly orgName: string | null;
      readonly productName: string | null;
      readonly issueDate: string | null;
      readonly expireDate: string | null;
      /** CERT_STATUS (an expired valid one reads 失效). */
      readonly status: number;
      readonly statusLabel: string;
      readonly held: boolean;
      readonly statusTime: string | null;
    }
  | { readonly found: false; readonly message: string };

export const verifyCert = (no: string) => get<CertVerifyResult>(CERT_VERIFY_PATH, { no }, { silent: true });
