import { newToken, sha256 } from '../../lib/ids.js';
import type { AuthRepo, TokenKind } from './auth.repo.js';

/** Issues a single-use token (older unused ones of the same kind stop working). */
export async function issueUserToken(
  tx: AuthRepo,
  input: { userId: number; kind: TokenKind; ttlMs: number; now: Date },
): Promise<string> {
  await tx.retireUserTokens(input.userId, input.kind, input.now);
  const token = newToken();
  await tx.insertUserToken({
    userId: input.userId,
    kind: input.kind,
    tokenHash: sha256(token),
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
    createdAt: input.now,
  });
  return token;
}

/** The user a valid token belongs to, if the e-mail matches too; null otherwise. */
export async function findValidToken(
  tx: AuthRepo,
  input: { token: string; email: string; kind: TokenKind; now: Date },
) {
  const row = await tx.unusedToken(sha256(input.token), input.kind);
  if (!row || row.expiresAt.getTime() <= input.now.getTime()) return null;
  if (row.user.email !== input.email) return null;
  return row;
}
