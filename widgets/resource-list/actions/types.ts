/**
 * The shape of one extra row action of the resource list. Each action is a module in this folder
 * and one line of ./index.ts; a layout names it in the widget's `rowActions`. The button shows
 * only on rows of its resource, only with its permission, and only where `visible` holds.
 *
 * Two kinds:
 *   run     (optionally after a Popconfirm `confirm`): the call; its text is toasted and the list refreshed.
 *   Dialog  (optionally after `confirm`): a component that does its own work (a form, a one-time
 *           result) and calls `onClose(changed)`; `changed` refreshes the list.
 */
import type { ComponentType } from 'react';
import type { ResourceName } from '@/domain/resources';

export type Row = Record<string, unknown>;

/** The calls an action may make (the widget binds them to src/api/http; stories pass fakes). */
export interface ActionApi {
  /** The list's resource prefix, e.g. `/api/sysuser`. */
  readonly prefix: string;
  readonly get: <T>(url: string, params?: Record<string, unknown>) => Promise<T>;
  /** A POST that only reads (a `lst` call for a picker): not a change. */
  readonly read: <T>(url: string, body?: unknown) => Promise<T>;
  /** Changes, run as TanStack mutations by the widget. */
  readonly post: <T>(url: string, body?: unknown) => Promise<T>;
  readonly put: <T>(url: string, body?: unknown) => Promise<T>;
}

export interface RowActionDialogProps {
  readonly row: Row;
  readonly api: ActionApi;
  /** Close the dialog; `changed` refreshes the list (and toasts 已保存 unless `quiet`). */
  readonly onClose: (changed: boolean) => void;
}

export interface RowActionDef {
  readonly resource: ResourceName;
  readonly perm: string;
  /** The button's text for this row (e.g. 停用 or 启用). */
  readonly label: (row: Row) => string;
  readonly danger?: boolean;
  /** Rows the action applies to (default all). */
  readonly visible?: (row: Row) => boolean;
  /** The Popconfirm question before the action. */
  readonly confirm?: (row: Row) => string;
  /**
   * The call; resolves to the success text to toast (and the list refreshes), or null for neither
   * (e.g. a download). A rejection was shown by the http client.
   */
  readonly run?: (row: Row, api: ActionApi) => Promise<string | null>;
  readonly Dialog?: ComponentType<RowActionDialogProps>;
  /** Button width the 操作 column reserves (default 80). */
  readonly width?: number;
}

export const defineRowAction = (def: RowActionDef): RowActionDef => def;
