/**
 * Display links of the big screen (management only; contract in src/domain/screen.ts): fetchers,
 * query options and mutations' calls; keys nest under ['screenLinks'].
 */
import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@/domain/page';
import { SCREEN_API, type ScreenLink, type ScreenLinkCreate, type ScreenLinkCreated } from '@/domain/screen';
import { post, put } from './http';

export const screenLinkKeys = {
  all: ['screenLinks'] as const,
  page: (pn: number, size: number) => ['screenLinks', { pn, size }] as const,
};

export const fetchScreenLinks = (pn: number, size: number) => post<Page<ScreenLink>>(SCREEN_API.linkPage, { page: { pn, size } });
export const createScreenLink = (body: ScreenLinkCreate) => put<ScreenLinkCreated>(SCREEN_API.linkCreate, body);
export const revokeScreenLink = (id: number) => post<ScreenLink>(SCREEN_API.linkRevoke, { id });

export const screenLinksQuery = (pn: number, size: number) =>
  queryOptions({
    queryKey: screenLinkKeys.page(pn, size),
    queryFn: () => fetchScreenLinks(pn, size),
  });
