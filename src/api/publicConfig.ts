/** The query of GET /sys/config (captcha switch, password-payload key, map provider): the server's settings do not change while a page is open. */
import { fetchPublicConfig } from './account';

export const publicConfigQuery = {
  queryKey: ['sys', 'config'] as const,
  queryFn: () => fetchPublicConfig(),
  staleTime: Infinity,
};
