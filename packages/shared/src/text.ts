import { z } from 'zod';

/**
 * The one rule for the characters a text input may hold (issue 18 item 1). No text field takes a
 * control character: NUL breaks the database (a failed write), and the others (escape, backspace,
 * bell, the C1 range) are never typed by a person, only injected. A multi-line field (notes,
 * messages, reasons, diagnosis, comments, textarea answers) may hold tab, line feed and carriage
 * return; a single-line field (names, numbers, addresses, codes...) holds none of them.
 *
 * Every text field of the shared schemas is built on `singleLineText()` / `multilineText()` or checks
 * `textProblem` itself; the server also refuses, in any request (REST body, query and path, GraphQL
 * variables and literals), a string that not even a multi-line field accepts (`hasControlCharacters`).
 */

export const TEXT_MSG = {
  controlCharacters: 'Must not contain control characters',
} as const;

export type TextLines = 'single' | 'multi';

// eslint-disable-next-line no-control-regex -- control characters are what these match.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f]/u;
// eslint-disable-next-line no-control-regex -- as above, less tab, line feed and carriage return.
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/** Whether a value holds a character its kind of field refuses (default: what every field refuses). */
export function hasControlCharacters(value: string, lines: TextLines = 'multi'): boolean {
  return (lines === 'single' ? SINGLE_LINE_FORBIDDEN : MULTI_LINE_FORBIDDEN).test(value);
}

/** The message for a value its field refuses, or null when it is acceptable. */
export function textProblem(value: string, lines: TextLines = 'single'): string | null {
  return hasControlCharacters(value, lines) ? TEXT_MSG.controlCharacters : null;
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * A single-line text: `z.string()` that refuses control characters (tab and line breaks too).
 * Whitespace around the value (a tab or line break pasted from a spreadsheet) is the fields' trim's
 * business, not refused here.
 */
export const singleLineText = (params?: StringParams) =>
  z.string(params).refine((v) => !hasControlCharacters(v.trim(), 'single'), {
    error: TEXT_MSG.controlCharacters,
    abort: true,
  });

/** A multi-line text: `z.string()` that refuses control characters other than tab and line breaks. */
export const multilineText = (params?: StringParams) =>
  z.string(params).refine((v) => !hasControlCharacters(v, 'multi'), {
    error: TEXT_MSG.controlCharacters,
    abort: true,
  });
