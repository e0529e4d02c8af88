import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { userTokens, users } from '../../db/schema/index.js';
import { newToken, sha256 } from '../../lib/ids.js';

export type TokenKind = 'activation' | 'reset';

/** Issues a single-use token (older unused ones of the same kind stop working). */
export async function issueUserToken(
  tx: Queryable,
  input: { userId: number; kind: TokenKind; ttlMs: number; now: Date },
): Promise<string> {
  await tx
    .update(userTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(userTokens.userId, input.userId),
        eq(userTokens.kind, input.kind),
        isNull(userTokens.usedAt),
      ),
    );
  const token = newToken();
  await tx.insert(userTokens).values({
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
  tx: Queryable,
  input: { token: string; email: string; kind: TokenKind; now: Date },
) {
  const [row] = await tx
    .select({ tokenId: userTokens.id, expiresAt: userTokens.expiresAt, user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.tokenHash, sha256(input.token)),
        eq(userTokens.kind, input.kind),
        isNull(userTokens.usedAt),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row || row.expiresAt.getTime() <= input.now.getTime()) return null;
  if (row.user.email !== input.email) return null;
  return row;
}

/** Marks a token used; false when another request used it first. */
export async function consumeToken(tx: Queryable, tokenId: number, now: Date): Promise<boolean> {
  const used = await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, tokenId), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return used.length === 1;
}
