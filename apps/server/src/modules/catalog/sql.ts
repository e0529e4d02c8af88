/** Escapes LIKE wildcards so a keyword matches literally. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A `%keyword%` pattern for ILIKE, or null when there is no keyword. Keywords are capped at 100. */
export function containsPattern(keyword: string | null | undefined): string | null {
  const k = keyword?.trim().slice(0, 100);
  return k ? `%${escapeLike(k)}%` : null;
}

/** Page size: at most 100, at least 1. */
export function clampLimit(limit: number | null | undefined, fallback: number, max = 100): number {
  return Math.min(Math.max(Math.trunc(limit ?? fallback), 1), max);
}

export function clampOffset(offset: number | null | undefined): number {
  return Math.max(Math.trunc(offset ?? 0), 0);
}

/** A numeric id from a GraphQL ID or route parameter; anything else is not found. */
export function parseId(value: string | number | null | undefined): number | null {
  const s = String(value ?? '').trim();
  if (!/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string | null | undefined): v is string => UUID.test(v ?? '');
