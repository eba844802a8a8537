/**
 * A flow binding's part that its resource's declaration already says: the flow table (the
 * declaration's `flow`), the status column (the field holding that flow's status codes) and who may
 * read the flow (the resource's list permission); with a resource binding, also its table and
 * scope (the rows the flow moves are the rows the resource serves). The binding adds the rest:
 * titles, pages, guards, effects.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import { RESOURCES, type ResourceEntry, type ResourceName } from '../../src/domain/resources';
import type { ResourceBinding } from './resource';
import type { FlowBinding } from './workflow';

export function declaredFlow(name: ResourceName): Pick<FlowBinding, 'def' | 'statusColumn' | 'perm'> {
  const entry: ResourceEntry = RESOURCES[name];
  const def = entry.flow;
  if (!def) throw new Error(`resource ${name}: declares no flow`);
  const statusColumn = Object.entries(entry.def.fields).find(([, f]) => f.codes === def.statusCodes)?.[0];
  if (!statusColumn) throw new Error(`resource ${name}: no field holds the ${def.key} flow's statuses (${def.statusCodes})`);
  return { def, statusColumn, perm: entry.perms.list };
}

/** The flow of a resource the engine serves, on the binding's table and scope. */
export function resourceFlow<T extends PgTable>(b: ResourceBinding<T>): Pick<FlowBinding, 'def' | 'statusColumn' | 'perm' | 'table' | 'scope'> {
  const scope = b.scope;
  return { ...declaredFlow(b.resource), table: b.table, scope: (p) => scope?.(p) };
}
