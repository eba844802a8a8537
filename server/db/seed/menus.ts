import type { DbOrTx } from '../client';

/** TODO(issue 2) */
export async function seedMenus(_tx: DbOrTx): Promise<void> {}
