/**
 * The labels a page of rows needs for its `file`, `image` and `ref` columns, looked up once per
 * page (one files call for every id on the page, one options call per ref column with
 * search.<value>_in), through the caller's lookups.
 */
import { useEffect, useState } from 'react';
import { fileTokens, refTokens, type FieldDef, type ResourceDef } from '@/domain/resource';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';
import { columnFields, type Row } from './fields';
import { useResourceLookups } from './lookups';

export interface CellLookups {
  /** File id -> its metadata. */
  readonly files: Readonly<Record<string, UploadedFile>>;
  /** Ref field -> value -> label. */
  readonly labels: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

const EMPTY: CellLookups = { files: {}, labels: {} };

const needsFiles = (f: FieldDef) => (f.type === 'file' || f.type === 'image') && f.upload?.store !== 'url';

/** What to look up for these rows: file ids and, per ref column, the values rows do not label themselves. */
export function lookupPlan(def: ResourceDef, rows: readonly Row[]): { fileIds: string[]; refs: Record<string, string[]> } {
  const fileIds = new Set<string>();
  const refs: Record<string, Set<string>> = {};
  for (const [name, f] of columnFields(def)) {
    for (const row of rows) {
      if (needsFiles(f)) for (const t of fileTokens(row[name])) fileIds.add(t);
      // 0 is the "none" of tree roots (pid 0): nothing to look up.
      else if (f.ref && row[name] !== null && row[name] !== undefined && row[name] !== 0 && !(f.ref.display && row[f.ref.display])) {
        // A multiple ref looks up each of its values.
        for (const v of f.ref.multiple ? refTokens(row[name]) : [String(row[name])]) (refs[name] ??= new Set()).add(v);
      }
    }
  }
  return { fileIds: [...fileIds], refs: Object.fromEntries(Object.entries(refs).map(([k, v]) => [k, [...v]])) };
}

export function useCellLookups(def: ResourceDef, rows: readonly Row[]): CellLookups {
  const lookups = useResourceLookups();
  const plan = lookupPlan(def, rows);
  const key = JSON.stringify(plan);
  const [result, setResult] = useState<{ key: string; value: CellLookups } | null>(null);

  useEffect(() => {
    const { fileIds, refs } = JSON.parse(key) as ReturnType<typeof lookupPlan>;
    if (!fileIds.length && !Object.keys(refs).length) return;
    let live = true;
    const filesP = fileIds.length ? lookups.files(fileIds).catch(() => []) : Promise.resolve([]);
    const refsP = Object.entries(refs).map(async ([name, values]) => {
      const ref = def.fields[name]?.ref;
      if (!ref) return [name, {}] as const;
      const options = await lookups.options(ref, { [`search.${ref.value ?? 'id'}_in`]: values.join(',') }).catch(() => []);
      return [name, Object.fromEntries(options.map((o) => [String(o.value), o.label]))] as const;
    });
    void Promise.all([filesP, Promise.all(refsP)]).then(([files, labels]) => {
      if (live) setResult({ key, value: { files: Object.fromEntries(files.map((f) => [String(f.id), f])), labels: Object.fromEntries(labels) } });
    });
    return () => {
      live = false;
    };
  }, [key, def, lookups]);

  return result?.key === key ? result.value : EMPTY;
}
