/** One suggested US address, in the shape the address entry fills the clinic form from. */
export interface AddressSuggestion {
  address_line1: string;
  /** City. */
  place: string;
  /** State (two-letter code where the source has one). */
  region: string;
  postcode: string;
  /** 'street, city, region postcode' as the spec formats it. */
  full_address: string;
}

export interface SuggestOptions {
  /** Groups one person's keystrokes into one billing session at the provider. */
  sessionToken: string;
  limit?: number;
}

/**
 * Address suggestions (DESIGN section 1): offline by default, Mapbox Address Autofill when
 * MAPBOX_TOKEN is set. Callers treat a failure as "no suggestions" and only log it.
 */
export interface AddressAdapter {
  readonly kind: 'local' | 'mapbox';
  suggest(query: string, opts: SuggestOptions): Promise<AddressSuggestion[]>;
}

export const DEFAULT_SUGGESTION_LIMIT = 5;

export function formatFullAddress(a: Omit<AddressSuggestion, 'full_address'>): string {
  const regionZip = [a.region, a.postcode].filter(Boolean).join(' ');
  return [a.address_line1, a.place, regionZip].filter(Boolean).join(', ');
}
