/**
 * What the schema-driven form and table need from outside to show `file`, `image`, `ref` and
 * area fields: an uploader, file metadata by id, the options of a picker over another resource,
 * the children of an area.
 * `src/ui` never fetches, so the caller (a widget's data hook) provides these functions through
 * <ResourceLookupsProvider>; stories and tests provide fakes. Without a provider, uploads fail
 * and lookups return nothing (the ids are shown as they are).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { FieldRef, OfferAnswer } from '@/domain/resource';
import type { AreaNode } from '@/domain/resources/area';
import type { UploadType } from '@/domain/upload';
import type { MapPickerProps } from '@/ui/inputs/MapPicker/MapPicker';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';

export interface RefOption {
  readonly value: string | number;
  readonly label: string;
}

export interface ResourceLookups {
  /** Uploads one file with the type group's server-side check. */
  readonly upload: (file: File, type: UploadType) => Promise<UploadedFile>;
  /** Metadata of stored files by id (unknown ids are left out). */
  readonly files: (ids: readonly string[]) => Promise<UploadedFile[]>;
  /** Options of a ref field; `params` are extra search.* parameters (a filter, or search.id_in for labels). */
  readonly options: (ref: FieldRef, params: Readonly<Record<string, string>>) => Promise<RefOption[]>;
  /** A field's offer (`FieldDef.offer`): GET `path` with `params` (absent: every option is offered). */
  readonly offer?: (path: string, params: Readonly<Record<string, string>>) => Promise<OfferAnswer>;
  /** Children of an area (null: the provinces) for `input: 'area'` fields (absent: the code is typed). */
  readonly areaChildren?: (pid: string | null) => Promise<AreaNode[]>;
  /** The map address picker's search and its online tiles (absent: the picker's search finds nothing, the base map is offline). */
  readonly map?: { readonly search: MapPickerProps['search']; readonly tileTemplate: string | null };
}

export const LOOKUPS_TEXT = { noUploader: '文件上传失败' } as const;

export const NO_LOOKUPS: ResourceLookups = {
  upload: () => Promise.reject(new Error(LOOKUPS_TEXT.noUploader)),
  files: () => Promise.resolve([]),
  options: () => Promise.resolve([]),
};

const LookupsContext = createContext<ResourceLookups>(NO_LOOKUPS);

export function ResourceLookupsProvider({ value, children }: { value: ResourceLookups; children: ReactNode }) {
  return <LookupsContext value={value}>{children}</LookupsContext>;
}

export const useResourceLookups = (): ResourceLookups => useContext(LookupsContext);
