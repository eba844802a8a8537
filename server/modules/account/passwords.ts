/** Password hashing (argon2id with the library's defaults) and generated passwords that satisfy the spec's rule. */
import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { validators } from '../../../src/domain/validators';

export const hashPassword = (plain: string): Promise<string> => hash(plain);

/** A hash of nothing anyone knows: verifying against it when no user matched keeps unknown and known names equally slow. */
let decoy: Promise<string> | null = null;

export async function verifyPassword(stored: string | null | undefined, plain: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hash(crypto.randomBytes(16).toString('hex'));
    await verify(await decoy, plain).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, plain);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server fault.
    return false;
  }
}

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIALS = '!@#$%^&*';

/** 12 characters with letters, digits and specials, shuffled; shown once to the administrator who reset it. */
export function generatePassword(): string {
  const pick = (set: string) => set[crypto.randomInt(set.length)];
  const all = LETTERS + DIGITS + SPECIALS;
  const chars = [pick(LETTERS), pick(LETTERS), pick(DIGITS), pick(SPECIALS), ...Array.from({ length: 8 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  const pwd = chars.join('');
  return validators.password(pwd) === null ? pwd : generatePassword();
}
