import type { DbOrTx } from '../client';

/** TODO(issue 2) */
export async function seedAreas(_tx: DbOrTx): Promise<void> {}
