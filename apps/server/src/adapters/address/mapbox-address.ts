import {
  DEFAULT_SUGGESTION_LIMIT,
  formatFullAddress,
  type AddressAdapter,
  type AddressSuggestion,
} from './address.js';

export interface MapboxOptions {
  token: string;
  /** https://api.mapbox.com, or a loopback fake in tests. */
  apiBase: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The parts of a Mapbox Address Autofill suggestion we read (both spellings the API has used). */
interface MapboxSuggestion {
  address_line1?: string;
  address_level1?: string;
  address_level2?: string;
  place?: string | { name?: string };
  region?: string | { name?: string; region_code?: string };
  postcode?: string;
  full_address?: string;
}

const text = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object') {
    const o = v as { region_code?: unknown; name?: unknown };
    if (typeof o.region_code === 'string') return o.region_code;
    if (typeof o.name === 'string') return o.name;
  }
  return '';
};

export class MapboxError extends Error {}

/**
 * Mapbox Address Autofill: GET /autofill/v1/suggest/{text}?types=address,streets&language=en
 * &country=us&proximity=ip&access_token=...&session_token=... (spec 1 section 7, outside call).
 */
export function createMapboxAddress(opts: MapboxOptions): AddressAdapter {
  const doFetch = opts.fetch ?? fetch;
  return {
    kind: 'mapbox',
    async suggest(query, { sessionToken, limit = DEFAULT_SUGGESTION_LIMIT }) {
      const q = query.trim().slice(0, 200);
      if (q.length < 2) return [];
      const url = new URL(`${opts.apiBase}/autofill/v1/suggest/${encodeURIComponent(q)}`);
      url.search = new URLSearchParams({
        types: 'address,streets',
        language: 'en',
        country: 'us',
        proximity: 'ip',
        access_token: opts.token,
        session_token: sessionToken,
      }).toString();
      const res = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
      });
      // The URL carries the token: never put it in the error.
      if (!res.ok) throw new MapboxError(`Mapbox autofill answered ${res.status}`);
      const body = (await res.json()) as { suggestions?: MapboxSuggestion[] };
      if (!Array.isArray(body.suggestions))
        throw new MapboxError('Mapbox autofill: no suggestions');
      return body.suggestions.slice(0, limit).map((s): AddressSuggestion => {
        const parts = {
          address_line1: text(s.address_line1),
          place: text(s.place) || text(s.address_level2),
          region: text(s.region) || text(s.address_level1),
          postcode: text(s.postcode),
        };
        return { ...parts, full_address: formatFullAddress(parts) };
      });
    },
  };
}
