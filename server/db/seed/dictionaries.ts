import type { DbOrTx } from '../client';

/** TODO(issue 2) */
export async function seedDictionaries(_tx: DbOrTx): Promise<void> {}
