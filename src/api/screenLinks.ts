/**
 * Display links of the big screen (management only; contract in src/domain/calls/screen.ts):
 * fetchers, query options and mutations' calls; keys nest under ['screenLinks'].
 */
import { queryOptions } from '@tanstack/react-query';
import { screenCalls } from '@/domain/calls/screen';
import type { ScreenLinkCreate } from '@/domain/screen';
import { callApi } from './call';

export const screenLinkKeys = {
  all: ['screenLinks'] as const,
  page: (pn: number, size: number) => ['screenLinks', { pn, size }] as const,
};

export const fetchScreenLinks = (pn: number, size: number) => callApi(screenCalls.linkPage, { paramSet: { 'page.pn': pn, 'page.size': size } });
export const createScreenLink = (body: ScreenLinkCreate) => callApi(screenCalls.linkCreate, { body });
export const revokeScreenLink = (id: number) => callApi(screenCalls.linkRevoke, { paramSet: { id } });

export const screenLinksQuery = (pn: number, size: number) =>
  queryOptions({
    queryKey: screenLinkKeys.page(pn, size),
    queryFn: () => fetchScreenLinks(pn, size),
  });
