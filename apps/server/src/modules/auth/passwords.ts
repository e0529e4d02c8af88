import { hash, verify } from '@node-rs/argon2';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** argon2id with OWASP's recommended minimum (19 MiB, 2 iterations). */
// algorithm 2 is Argon2id (a const enum in the typings, unusable under verbatimModuleSyntax).
export const ARGON = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON);

/**
 * Verified against when the account has no password, so that a login costs the same time either
 * way. A constant rather than hashed at start: hashing costs CPU at every import of the server.
 * Its parameters must stay those of ARGON (a test checks).
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$UUbJRCqzb/y13CXSUamTvw$hx9u5L0iaB6jz/UUo9hDaJ0aMJHGNtBW9dlZKy+rF5U';

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

let strength: Promise<ZxcvbnFactory> | undefined;

/** Built on first use: the dictionaries cost about half a CPU second to load. */
function strengthChecker(): Promise<ZxcvbnFactory> {
  strength ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) =>
      new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return strength;
}

export const WEAK_PASSWORD_MESSAGE =
  'This password is too easy to guess. Please choose a less common one, for example a few unrelated words.';

/** Rejects common and easily guessed passwords offline; no composition rules. */
export async function isPasswordStrongEnough(
  password: string,
  userInputs: string[] = [],
): Promise<boolean> {
  return (await strengthChecker()).check(password, userInputs).score >= 2;
}
