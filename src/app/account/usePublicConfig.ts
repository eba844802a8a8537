/** What the portal needs before sign-in (GET /sys/config): the captcha switch and the password-payload key. */
import { useQuery } from '@tanstack/react-query';
import { fetchPublicConfig } from '@/api/account';

export const publicConfigQuery = {
  queryKey: ['sys', 'config'] as const,
  queryFn: () => fetchPublicConfig(),
  // The server's settings do not change while a page is open.
  staleTime: Infinity,
};

export const usePublicConfig = () => useQuery(publicConfigQuery);
