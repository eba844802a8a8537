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
import { isNotFound } from '@/api/http';
import { uploadFile } from '@/api/lookups';
import { evalAnnexAbilities, type EvalAnnexForm, type EvalAnnexGroupKey, type EvalAnnexMark } from '@/domain/resources/evaluation';
import { useSession } from '@/stores/session';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';
import { saveBlob } from '@/ui/saveBlob';
import { idOf, RECORD_STALE_TIME, recordStateOf } from '@/ui/record/recordVar';
import { useRecordRef } from '@/ui/record/useRecordRef';
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
export function useData(config: EvalAnnexConfig, vars: Readonly<Record<string, unknown>>): EvalAnnexData {
  const ref = useRecordRef(vars, config.idVar);
  const id = idOf(ref);
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const query = useQuery({ ...evalAnnexQuery(id ?? 0), enabled: id !== null, staleTime: RECORD_STALE_TIME });

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

  const state: AnnexState = recordStateOf(ref, isNotFound(query.error), () => fromQuery(query));

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
