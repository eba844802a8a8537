/** What the portal needs before sign-in (GET /sys/config): the captcha switch and the password-payload key. */
import { useQuery } from '@tanstack/react-query';
import { publicConfigQuery } from '@/api/publicConfig';

export { publicConfigQuery };

export const usePublicConfig = () => useQuery(publicConfigQuery);
