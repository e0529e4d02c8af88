/**
 * ICD-10 code shape repair for OCR output. A code is a letter, two digits, then optionally a dot
 * and one to four characters (digits, the placeholder X, or a 7th-character letter). OCR confuses
 * I/l/1, O/0, S/5, B/8, Z/2 and G/6; the position in the code says which one was meant
 * ('110' -> 'I10', 'Ell.9' -> 'E11.9', 'ZOO.OO' -> 'Z00.00').
 */

const AS_LETTER: Record<string, string> = {
  '£': 'E',
  $: 'S',
  '€': 'E',
  '0': 'O',
  '1': 'I',
  l: 'I',
  '|': 'I',
  '5': 'S',
  '8': 'B',
  '2': 'Z',
  '6': 'G',
  '4': 'A',
};
/** Letters OCR reads in place of digits (also used for dates and SSNs). */
export const AS_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  '!': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
  b: '6',
  T: '7',
};

const letterAt = (c: string) => (/[A-Z]/.test(c) ? c : (AS_LETTER[c] ?? c.toUpperCase()));
const digitAt = (c: string) => (/\d/.test(c) ? c : (AS_DIGIT[c] ?? c));

/**
 * The corrected code, or null when the token cannot be an ICD-10 code. One stray character at
 * the front is dropped when the rest is a code: a doubled stroke ('MI17.11') or a speckle
 * ('SM17.11'); which one goes is told by whether the second character could be a digit.
 */
export function correctIcd10(token: string): string | null {
  const code = correctShape(token);
  if (code || token.replace(/\W/g, '').length < 5) return code;
  const t = token.replace(/^[^\w|!£€$]+/, '');
  const second = t[1] ?? '';
  const stray = /[A-Za-z]/.test(second) && !(second in AS_DIGIT) ? 0 : 1;
  const rest = correctShape(t.slice(0, stray) + t.slice(stray + 1));
  return rest && /^[A-Za-z£€]/.test(t.slice(0, stray) + t.slice(stray + 1)) ? rest : null;
}

function correctShape(token: string): string | null {
  const t = token.replace(/^[^\w|!£€$]+|[^\w|!]+$/g, '').replace(/,/g, '.');
  const m = /^([A-Za-z0-9|!£€$])([A-Za-z0-9|!]{2})(?:\.?([A-Za-z0-9|!]{1,4}))?$/.exec(t);
  if (!m) return null;
  const [, first, category, sub] = m as unknown as [string, string, string, string | undefined];
  const head = letterAt(first) + digitAt(category[0]!) + categoryTail(category[1]!);
  // Injury codes (S, T) end in a letter: a 7th character read as a digit is its look-alike.
  const tail = sub ? subcategory(sub, /^[ST]$/.test(letterAt(first))) : '';
  const code = tail ? `${head}.${tail}` : head;
  return /^[A-Z]\d[\dA-Z](\.[\dA-Z]{1,4})?$/.test(code) && /\d/.test(code.slice(1, 3))
    ? code
    : null;
}

/** The third character is a digit except in a few categories (C4A, D3A, M1A, Z3A). */
const categoryTail = (c: string) => (c === 'A' ? 'A' : digitAt(c));

/** Characters 4-6 are digits or the placeholder X; the 7th is an extension letter (A, D, S...). */
function subcategory(sub: string, letterLast: boolean): string {
  return [...sub]
    .map((c, i) =>
      i === 3 && letterLast && /\d/.test(c)
        ? (AS_LETTER[c] ?? c)
        : i === 3 && /[A-Za-z]/.test(c)
          ? c.toUpperCase()
          : c === 'x' || c === 'X'
            ? 'X'
            : digitAt(c),
    )
    .join('');
}

/**
 * Splits a diagnosis line into its code and description: the code is the first token that has
 * the shape of one (corrected), the description the words after it. No code: null, the whole
 * value is the description.
 */
export function splitDiagnosis(value: string): {
  code: string | null;
  description: string;
  codeIndex: number;
} {
  const tokens = value.split(/\s+/).filter(Boolean);
  for (let i = 0; i < Math.min(tokens.length, 3); i++) {
    // A dot read as a space: 'M17 11' is M17.11 when the second part is digits only.
    const next = tokens[i + 1];
    const joined =
      next && /^[\dOolI|]{1,3}[\dA-Z]?$/.test(next) ? correctIcd10(`${tokens[i]}.${next}`) : null;
    if (joined && /^[A-Z]\d[\dA]$/.test(correctIcd10(tokens[i]!) ?? '')) {
      return { code: joined, description: tokens.slice(i + 2).join(' '), codeIndex: i };
    }
    const code = correctIcd10(tokens[i]!);
    if (code && looksLikeCode(tokens[i]!)) {
      return { code, description: tokens.slice(i + 1).join(' '), codeIndex: i };
    }
  }
  return { code: null, description: tokens.join(' '), codeIndex: -1 };
}

/** A word such as 'Type' or 'the' must not pass as a code: it needs a digit or digit look-alike. */
function looksLikeCode(token: string): boolean {
  const t = token.replace(/[^\w.|!]/g, '');
  const afterFirst = t.slice(1);
  const digitish = [...afterFirst].filter((c) => /[\d|!]/.test(c) || c in AS_DIGIT).length;
  return (
    (/\d/.test(t) || t.includes('.')) && digitish >= Math.min(2, afterFirst.replace('.', '').length)
  );
}
