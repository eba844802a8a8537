/**
 * The annex form's data: the form (GET getZpEvalAnnex, key under the application's own resource key,
 * so a move made on the record page beside it, which refreshes the application, refreshes this
 * form and what the user may do in it too), the signed-in user's abilities on it (the server's
 * rules from src/domain, over the session's user), and the writes as TanStack mutations. Each
 * write answers with the form as it now is: that becomes the query's data at once. 打包下载 fetches
 * the zip and saves it under the application's code.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { evalAnnexKeys, evalAnnexQuery, fileEvalAnnex, markEvalAnnex, packEvalAnnex, tipEvalAnnex } from '@/api/evalAnnex';
import { evalIdOf } from '@/api/evalRecord';
import { isNotFound } from '@/api/http';
import { uploadFile } from '@/api/lookups';
import { evalAnnexAbilities, type EvalAnnexForm, type EvalAnnexGroupKey, type EvalAnnexMark } from '@/domain/resources/evaluation';
import { useSession } from '@/stores/session';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';
import { saveBlob } from '@/ui/saveBlob';
import { fromMutation, fromQuery, type MutationControl } from '@/ui/widget';
import { actorOf, ANNEX_TEXT, ANNEX_UPLOAD_TYPE, type AnnexState } from './annex';
import type { EvalAnnexConfig } from './index';
import type { EvalAnnexAbilities } from './View';

export interface EvalAnnexData {
  readonly state: AnnexState;
  readonly abilities: EvalAnnexAbilities;
  readonly file: MutationControl<{ groupKey: EvalAnnexGroupKey; annexIds: string }>;
  readonly mark: MutationControl<readonly EvalAnnexMark[]>;
  readonly tip: MutationControl<{ groupKey: EvalAnnexGroupKey; tips: string }>;
  readonly pack: MutationControl<void>;
  readonly upload: (file: File) => Promise<UploadedFile>;
}

const NONE: EvalAnnexAbilities = { file: false, mark: false, pack: false };
/** Opened from a message, a 待办 item or a list, the form is asked again: someone may have filed or marked since. */
const CURRENT = 0;

export function useData(config: EvalAnnexConfig, vars: Readonly<Record<string, unknown>>): EvalAnnexData {
  const raw = vars[config.idVar];
  const id = evalIdOf(raw);
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const query = useQuery({ ...evalAnnexQuery(id ?? 0), enabled: id !== null, staleTime: CURRENT });

  const settle = (form: EvalAnnexForm) => client.setQueryData(evalAnnexKeys.form(form.evalId), form);
  const need = () => {
    if (id === null) throw new Error('eval-annex: a write without an application');
    return id;
  };
  const file = useMutation({ mutationFn: (i: { groupKey: EvalAnnexGroupKey; annexIds: string }) => fileEvalAnnex(need(), i.groupKey, i.annexIds), onSuccess: settle });
  const mark = useMutation({ mutationFn: (items: readonly EvalAnnexMark[]) => markEvalAnnex(need(), items), onSuccess: settle });
  const tip = useMutation({ mutationFn: (i: { groupKey: EvalAnnexGroupKey; tips: string }) => tipEvalAnnex(need(), i.groupKey, i.tips), onSuccess: settle });
  const code = query.data?.code ?? String(id ?? '');
  const pack = useMutation({
    mutationFn: async () => {
      const blob = await packEvalAnnex(need());
      saveBlob(blob, ANNEX_TEXT.zipName(code));
    },
  });
  const upload = useCallback((f: File) => uploadFile(f, ANNEX_UPLOAD_TYPE).then((saved): UploadedFile => ({ id: saved.id, name: saved.name, url: saved.url })), []);

  let state: AnnexState;
  if (raw === undefined || raw === null || raw === '') state = { status: 'none' };
  else if (id === null || isNotFound(query.error)) state = { status: 'notFound' };
  else state = fromQuery(query);

  return {
    state,
    abilities: state.status === 'success' ? evalAnnexAbilities(actorOf(user), state.data) : NONE,
    file: fromMutation(file),
    mark: fromMutation(mark),
    tip: fromMutation(tip),
    pack: fromMutation(pack),
    upload,
  };
}
