import { and, asc, ilike, isNotNull, isNull, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clinics } from '../../db/schema/index.js';
import {
  DEFAULT_SUGGESTION_LIMIT,
  formatFullAddress,
  type AddressAdapter,
  type AddressSuggestion,
} from './address.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A US ZIP code typed anywhere in the query (e.g. '800 Valley Blvd 60540') becomes a suggestion
 * with its city and state from the offline ZIP database, keeping what was typed before it as the
 * street.
 */
async function zipSuggestion(q: string): Promise<AddressSuggestion | null> {
  const match = q.match(/^(.*?)[\s,]*\b(\d{5})\s*$/);
  if (!match) return null;
  // Loaded on the first ZIP code typed: its table costs over half a CPU second to load.
  const { default: zipcodes } = await import('zipcodes');
  const found = zipcodes.lookup(match[2]!);
  if (!found || found.country !== 'US') return null;
  const parts = {
    address_line1: match[1]!.trim().replace(/,$/, ''),
    place: found.city,
    region: found.state,
    postcode: found.zip,
  };
  return { ...parts, full_address: formatFullAddress(parts) };
}

/**
 * Offline suggestions: a typed ZIP code resolved to its city and state, then the addresses already stored (clinic business addresses: street, city,
 * state, zip and full address contain the text; a leading ZIP prefix matches stored zips). No
 * network, no clinic names: only the address parts are returned.
 */
export function createLocalAddress(db: Database): AddressAdapter {
  return {
    kind: 'local',
    async suggest(query, opts) {
      const q = query.trim().slice(0, 200);
      if (q.length < 2) return [];
      const limit = opts.limit ?? DEFAULT_SUGGESTION_LIMIT;
      const contains = `%${escapeLike(q)}%`;
      const zipPrefix = /^\d{1,5}$/.test(q) ? like(clinics.addressZip, `${q}%`) : undefined;
      const rows = await db
        .selectDistinct({
          line1: clinics.addressLine1,
          city: clinics.addressCity,
          state: clinics.addressState,
          zip: clinics.addressZip,
        })
        .from(clinics)
        .where(
          and(
            isNull(clinics.deletedAt),
            isNotNull(clinics.addressLine1),
            or(
              zipPrefix,
              ilike(clinics.addressLine1, contains),
              ilike(clinics.addressCity, contains),
              ilike(clinics.addressState, contains),
              ilike(clinics.addressZip, contains),
              ilike(clinics.fullAddress, contains),
            ),
          ),
        )
        .orderBy(asc(clinics.addressLine1), asc(clinics.addressZip))
        .limit(limit);
      const byZip = await zipSuggestion(q);
      const stored = rows.map((r): AddressSuggestion => {
        const parts = {
          address_line1: r.line1 ?? '',
          place: r.city ?? '',
          region: r.state ?? '',
          postcode: r.zip ?? '',
        };
        return { ...parts, full_address: formatFullAddress(parts) };
      });
      return (byZip ? [byZip, ...stored] : stored).slice(0, limit);
    },
  };
}
