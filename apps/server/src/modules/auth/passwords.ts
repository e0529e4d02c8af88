import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

/** argon2id with OWASP's recommended minimum (19 MiB, 2 iterations). */
// algorithm 2 is Argon2id (a const enum in the typings, unusable under verbatimModuleSyntax).
const ARGON = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON);

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  // With no stored hash, still spend the time of a verification so timing does not tell
  // whether the account exists.
  const target = stored ?? DUMMY_HASH;
  try {
    const ok = await verify(target, password);
    return ok && stored !== null;
  } catch {
    return false;
  }
}

const DUMMY_HASH = await hash('dummy-password-for-timing', ARGON);

const strength = new ZxcvbnFactory({
  dictionary: common.dictionary,
  graphs: common.adjacencyGraphs,
});

export const WEAK_PASSWORD_MESSAGE =
  'This password is too easy to guess. Please choose a less common one, for example a few unrelated words.';

/** Rejects common and easily guessed passwords offline; no composition rules. */
export function isPasswordStrongEnough(password: string, userInputs: string[] = []): boolean {
  return strength.check(password, userInputs).score >= 2;
}
