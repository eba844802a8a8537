/**
 * 现场评价计划's data: the application (record-view's own query), its places and products (record-view's
 * child queries: one request for the page), the plans, and the archive checklist (which also names the
 * notice and its stamped copy; getNotice itself generates a file, so it is only called to generate).
 * The writes are TanStack mutations; each refreshes the plans and the checklist.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { evalPlacesQuery, evalProductsQuery, evalRecordQuery } from '@/api/evalRecord';
import {
  archiveChecklistQuery,
  evalSitePlanKeys,
  fileStampedNotice,
  finishSitePlan,
  generateNotice,
  removeSitePlan,
  saveSitePlan,
  saveSiteTeam,
  sitePlansQuery,
  type SitePlanBody,
  type SiteTeamBody,
} from '@/api/evalSitePlan';
import { isNotFound } from '@/api/http';
import { uploadFile } from '@/api/lookups';
import { useSession } from '@/stores/session';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';
import { idOf, RECORD_STALE_TIME } from '@/ui/record/recordVar';
import { useRecordRef } from '@/ui/record/useRecordRef';
import { fromMutation, fromQuery } from '@/ui/widget';
import type { EvalSitePlanConfig } from './index';
import { actorOf, sitePlanAbilities, type SitePlanAbilities, type SitePlanState } from './plan';
import type { SitePlanMutations } from './View';

export interface EvalSitePlanData extends SitePlanMutations {
  readonly state: SitePlanState;
  readonly abilities: SitePlanAbilities;
  readonly upload: (file: File) => Promise<UploadedFile>;
}

const NONE: SitePlanAbilities = { plan: false, team: false, finish: false };
/** The stamped notice is a scan or a PDF. */
const STAMPED_UPLOAD_TYPE = 'doc' as const;


export function useData(config: EvalSitePlanConfig, vars: Readonly<Record<string, unknown>>): EvalSitePlanData {
  const ref = useRecordRef(vars, config.idVar);
  const id = idOf(ref);
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const enabled = id !== null;
  const app = useQuery({ ...evalRecordQuery(id ?? 0), enabled, staleTime: RECORD_STALE_TIME });
  const places = useQuery({ ...evalPlacesQuery(id ?? 0), enabled, staleTime: RECORD_STALE_TIME });
  const products = useQuery({ ...evalProductsQuery(id ?? 0), enabled, staleTime: RECORD_STALE_TIME });
  const plans = useQuery({ ...sitePlansQuery(id ?? 0), enabled, staleTime: RECORD_STALE_TIME });
  const archive = useQuery({ ...archiveChecklistQuery(id ?? 0), enabled, staleTime: RECORD_STALE_TIME });

  const need = () => {
    if (id === null) throw new Error('eval-site-plan: a write without an application');
    return id;
  };
  const refresh = () => client.invalidateQueries({ queryKey: evalSitePlanKeys.all(need()) });
  const save = useMutation({ mutationFn: (b: SitePlanBody) => saveSitePlan(need(), b), onSuccess: refresh });
  const team = useMutation({ mutationFn: (b: SiteTeamBody) => saveSiteTeam(b), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (planId: number) => removeSitePlan(planId), onSuccess: refresh });
  const finish = useMutation({ mutationFn: (planId: number) => finishSitePlan(planId), onSuccess: refresh });
  const notice = useMutation({ mutationFn: () => generateNotice(need()), onSuccess: refresh });
  const stamped = useMutation({ mutationFn: (annexId: number) => fileStampedNotice(need(), annexId), onSuccess: refresh });
  const upload = useCallback((f: File) => uploadFile(f, STAMPED_UPLOAD_TYPE).then((saved): UploadedFile => ({ id: saved.id, name: saved.name, url: saved.url })), []);

  let state: SitePlanState;
  if (ref.status !== 'id') state = ref;
  else if ([app.error, places.error, plans.error].some(isNotFound)) state = { status: 'notFound' };
  else {
    const failed = [fromQuery(app), fromQuery(places), fromQuery(products), fromQuery(plans)].find((p) => p.status === 'error');
    if (failed) state = failed as SitePlanState;
    else if (app.data && places.data && products.data && plans.data)
      // The checklist is extra: while it loads (or if it is refused) the plans still show.
      state = { status: 'success', data: { app: app.data, places: places.data, products: products.data, plans: plans.data, archive: archive.data ?? null } };
    else state = { status: 'loading' };
  }

  return {
    state,
    abilities: state.status === 'success' ? sitePlanAbilities(actorOf(user), state.data.app) : NONE,
    save: fromMutation(save),
    team: fromMutation(team),
    remove: fromMutation(remove),
    finish: fromMutation(finish),
    notice: fromMutation(notice),
    stamped: fromMutation(stamped),
    upload,
  };
}
