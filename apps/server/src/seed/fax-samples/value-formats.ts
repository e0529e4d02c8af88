import { MONTHS } from './draw-pages.js';
import type { Prng } from './prng.js';

/** The ways the template set (template-set.ts) writes each value; one is drawn per patient. */
export const NAME_STYLES = ['First Last', 'LAST, FIRST', 'Last, First M.'] as const;
export const DATE_STYLES = [
  'MM/DD/YYYY',
  'M/D/YY',
  'YYYY-MM-DD',
  'Month D, YYYY',
  'DD-Mon-YYYY',
] as const;
export const SSN_STYLES = ['123-45-6789', '123 45 6789', '123456789'] as const;
export const CODE_STYLES = ['dotted', 'undotted'] as const;

export type NameStyle = (typeof NAME_STYLES)[number];
export type DateStyle = (typeof DATE_STYLES)[number];
export type SsnStyle = (typeof SSN_STYLES)[number];
export type CodeStyle = (typeof CODE_STYLES)[number];

const two = (n: number) => String(n).padStart(2, '0');

/** `first` may carry a middle initial only in 'Last, First M.' (the expected first name has none). */
export function writeName(first: string, last: string, style: NameStyle, initial: string): string {
  if (style === 'LAST, FIRST') return `${last.toUpperCase()}, ${first.toUpperCase()}`;
  if (style === 'Last, First M.') return `${last}, ${first} ${initial}.`;
  return `${first} ${last}`;
}

/** YYYY-MM-DD written in `style`; 'M/D/YY' drops the century (birth dates are in the past). */
export function writeDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1]!;
  switch (style) {
    case 'MM/DD/YYYY':
      return `${two(m)}/${two(d)}/${y}`;
    case 'M/D/YY':
      return `${m}/${d}/${two(y % 100)}`;
    case 'YYYY-MM-DD':
      return iso;
    case 'Month D, YYYY':
      return `${month} ${d}, ${y}`;
    case 'DD-Mon-YYYY':
      return `${two(d)}-${month.slice(0, 3)}-${y}`;
  }
}

/** A 3-2-4 SSN written in `style`. */
export function writeSsn(ssn: string, style: SsnStyle): string {
  if (style === '123 45 6789') return ssn.replace(/-/g, ' ');
  if (style === '123456789') return ssn.replace(/-/g, '');
  return ssn;
}

export function writeCode(code: string, style: CodeStyle): string {
  return style === 'undotted' ? code.replace('.', '') : code;
}

/** Words a letterhead adds after a clinic's name ('Valley Orthopedics Sports Medicine'). */
const EXTRA_WORDS = ['Sports Medicine', '& Associates', 'Medical Group', 'PC', 'Clinic, LLC'];

/** The clinic's name as a letterhead prints it: as is, or with extra words after it. */
export function letterheadName(name: string, rng: Prng): string {
  return rng.chance(0.5) ? `${name} ${rng.pick(EXTRA_WORDS)}` : name;
}
