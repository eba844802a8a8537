/** The links' data: one page of POST /api/screen/link/page, and create / revoke that refresh it. */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createScreenLink, revokeScreenLink, screenLinkKeys, screenLinksQuery } from '@/api/screenLinks';
import type { Page } from '@/domain/page';
import type { ScreenLink, ScreenLinkCreate, ScreenLinkCreated } from '@/domain/screen';
import { fromQuery, type WidgetData } from '@/ui/widget';
import type { ScreenLinksConfig } from './index';

export interface ScreenLinksData {
  readonly state: WidgetData<Page<ScreenLink>>;
  readonly pn: number;
  readonly size: number;
  readonly setPage: (pn: number, size: number) => void;
  readonly create: (body: ScreenLinkCreate) => Promise<ScreenLinkCreated>;
  readonly revoke: (id: number) => Promise<void>;
}

export function useData(config: ScreenLinksConfig): ScreenLinksData {
  const [page, setPageState] = useState({ pn: 1, size: config.pageSize });
  const client = useQueryClient();
  const query = useQuery(screenLinksQuery(page.pn, page.size));
  const refresh = () => client.invalidateQueries({ queryKey: screenLinkKeys.all });
  const creating = useMutation({ mutationFn: createScreenLink, onSuccess: refresh });
  const revoking = useMutation({ mutationFn: revokeScreenLink, onSuccess: refresh });
  return {
    state: fromQuery(query),
    pn: page.pn,
    size: page.size,
    setPage: (pn, size) => setPageState({ pn, size }),
    create: (body) => creating.mutateAsync(body),
    revoke: async (id) => {
      await revoking.mutateAsync(id);
    },
  };
}
