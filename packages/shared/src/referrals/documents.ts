/** Upload limits and document section wording (spec 2 sections 2, 5 and 9; spec 3 section 5). */
export const UPLOAD_EXTENSIONS = ['pdf', 'png', 'jpeg', 'zip', 'tif', 'tiff'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];
/** The `accept` attribute of the drop zones ('.jpg' is the same JPEG type under its other name). */
export const UPLOAD_ACCEPT = '.pdf,.png,.jpeg,.jpg,.zip,.tif,.tiff';
export const UPLOAD_MAX_FILES = 10;
export const UPLOAD_MAX_BYTES = 50_000_000;
/** Our caps on what a zip may hold (not in the spec; docs/decisions.md). */
export const ZIP_MAX_ENTRIES = 200;
export const ZIP_MAX_UNCOMPRESSED_BYTES = 200_000_000;

export const UPLOAD_TYPES = ['internal', 'external'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const MISC_SECTION_TITLE = 'Misc - Optional';
export const MISC_SECTION_NOTE =
  'Use this section to upload documents that could be useful for the receiving provider that are not listed as an option above.';

/** 'Lab results' -> 'LAB RESULTS - Required *' (or without the suffix inside one organization). */
export function requiredSectionTitle(documentName: string, sameOrganization: boolean): string {
  const title = documentName.toUpperCase();
  return sameOrganization ? title : `${title} - Required *`;
}

export function optionalSectionTitle(documentName: string): string {
  return `${documentName.toUpperCase()} - Optional`;
}

/** Same organization compares organization names case-insensitively (spec 2 section 5). */
export function isSameOrganization(
  a: string | null | undefined,
  b: string | null | undefined,
): boolean {
  const x = (a ?? '').trim().toLowerCase();
  const y = (b ?? '').trim().toLowerCase();
  return x !== '' && x === y;
}

/** A misc file's name: the typed name with the original extension re-appended. */
export function miscFileName(typed: string, original: string): string {
  const ext = /\.[A-Za-z0-9]+$/.exec(original)?.[0] ?? '';
  const base = typed.trim().replace(/\.[A-Za-z0-9]+$/, ext ? '' : '$&');
  return ext && !base.toLowerCase().endsWith(ext.toLowerCase()) ? `${base}${ext}` : base;
}

/** The default a misc file's name starts from: the original name without its extension. */
export function baseFileName(original: string): string {
  return original.replace(/\.[A-Za-z0-9]+$/, '');
}

export function extensionOf(name: string): string {
  return (/\.([A-Za-z0-9]+)$/.exec(name)?.[1] ?? '').toLowerCase();
}

export function isAcceptedExtension(name: string): boolean {
  const ext = extensionOf(name);
  return ext === 'jpg' || (UPLOAD_EXTENSIONS as readonly string[]).includes(ext);
}

/** A saved Yes/No answer to an optional document's qualifying question (spec 2 entities). */
export interface QualifyingAnswer {
  /** The provider document's name: the section it belongs to. */
  name: string;
  question: string;
  answer: string;
}

export interface DocumentSection<F> {
  /** The document's name ('misc' for misc). */
  name: string;
  files: F[];
  answers: QualifyingAnswer[];
}

/**
 * Uploaded files and qualifying answers grouped by document section, for the receiving clinic's
 * detail view and the printed summary: sections in the order their first file (then answer)
 * appears, names compared ignoring case.
 */
export function documentSections<F>(
  files: readonly F[],
  nameOf: (file: F) => string,
  answers: readonly QualifyingAnswer[],
): DocumentSection<F>[] {
  const sections = new Map<string, DocumentSection<F>>();
  const sectionOf = (name: string) => {
    const key = name.trim().toLowerCase();
    let s = sections.get(key);
    if (!s) {
      s = { name: name.trim(), files: [], answers: [] };
      sections.set(key, s);
    }
    return s;
  };
  for (const f of files) sectionOf(nameOf(f)).files.push(f);
  for (const a of answers) sectionOf(a.name).answers.push(a);
  return [...sections.values()];
}
