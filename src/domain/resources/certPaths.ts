/**
 * The certificate check's addresses, apart from the certificate's resource definition: the
 * portal's router and the public check page need these two strings, not the resource.
 */

/** The public check of a certificate (no sign-in): GET ?no=. */
export const CERT_VERIFY_PATH = '/rst/cert/verify';
/** The public page a certificate's QR code opens. */
export const CERT_VERIFY_PAGE = '/verify';
