/**
 * The own organisation's data: the query (GET /api/zporg/getOne, key ['ownOrg']), the save and the
 * cancellation request as TanStack mutations. Either answers with the organisation as it now is:
 * that becomes the query's data at once (the status tag turns 注销申请中 without a wait), the
 * query is invalidated to read it again, lists of organisations are refreshed, and the signed-in
 * user's stored organisation (the name shown in reminders and the personal centre) follows.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAreaLoader } from '@/api/lookups';
import { ownOrgKeys, ownOrgQuery, requestOwnOrgCancel, updateOwnOrg, type OwnOrg, type OwnOrgChanges } from '@/api/ownOrg';
import { resourceKeys } from '@/api/resource';
import { RESOURCES } from '@/domain/resources';
import { useSession } from '@/stores/session';
import { fromMutation, fromQuery, type MutationControl, type WidgetData } from '@/ui/widget';
import type { AreaLoader } from './OrgForm';

export interface OwnOrgData {
  readonly state: WidgetData<OwnOrg>;
  readonly save: MutationControl<OwnOrgChanges>;
  readonly cancel: MutationControl<string | undefined>;
  readonly loadArea: AreaLoader;
}

/** The session's copy of the user's organisation, brought up to date with the saved one. */
function followInSession(org: OwnOrg): void {
  const { user, setUser } = useSession.getState();
  const mine = user?.info.sysOrg;
  if (!user || !mine || mine.id !== org.id) return;
  const fresh = { ...mine };
  for (const key of Object.keys(mine) as (keyof typeof mine)[]) {
    if (key in org) (fresh as Record<string, unknown>)[key] = (org as unknown as Record<string, unknown>)[key];
  }
  setUser({ ...user, info: { ...user.info, sysOrg: fresh } });
}

export function useData(): OwnOrgData {
  const client = useQueryClient();
  const query = useQuery(ownOrgQuery());
  // Awaited by the form and the dialog: they close on a page that already shows the new state.
  const settle = async (org: OwnOrg) => {
    client.setQueryData(ownOrgKeys.all, org);
    followInSession(org);
    await Promise.all([client.invalidateQueries({ queryKey: ownOrgKeys.all }), client.invalidateQueries({ queryKey: resourceKeys.all(RESOURCES.sysorg.prefix) })]);
  };
  const save = useMutation({ mutationFn: updateOwnOrg, onSuccess: settle });
  const cancel = useMutation({ mutationFn: (reason: string | undefined) => requestOwnOrgCancel(reason), onSuccess: settle });
  const loadArea = useAreaLoader();
  return { state: fromQuery(query), save: fromMutation(save), cancel: fromMutation(cancel), loadArea };
}
