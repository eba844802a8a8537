import type { DbOrTx } from '../client';
import type { Random } from './random';

export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO_ACCOUNTS: readonly { username: string; role: string; note: string }[] = [];

/** TODO(issue 2): organisations, roles, users. */
export async function seedPeople(_tx: DbOrTx, _random: Random, _scale: number): Promise<void> {}
