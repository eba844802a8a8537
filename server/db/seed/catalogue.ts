import type { DbOrTx } from '../client';
import type { Random } from './random';

/** TODO(issue 2) */
export async function seedCatalogue(_tx: DbOrTx, _random: Random, _scale: number): Promise<void> {}
