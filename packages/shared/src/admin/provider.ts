import { z } from 'zod';
import { singleLineText, type TextLines } from '../text.js';
import { nameList, optionalId, textOf, tooLong } from './fields.js';

/** Every clinic has this provider (spec 1 sections 1 and 9); it stands for "whoever is free". */
export const DEFAULT_PROVIDER_NAME = 'Any/First Available';

export const PROVIDER_TITLES = [
  { value: 'dr', label: 'Doctor' },
  { value: 'np', label: 'Nurse Practitioner' },
] as const;
export type ProviderTitle = (typeof PROVIDER_TITLES)[number]['value'];
const TITLE_VALUES: readonly string[] = PROVIDER_TITLES.map((t) => t.value);
const isTitle = (v: string): v is ProviderTitle => TITLE_VALUES.includes(v);

/** Name of the catch-all optional document appended on save (spec 1 section 3). */
export const MISC_DOCUMENT_NAME = 'misc';
/**
 * The misc document is a catch-all upload slot, not tied to a qualifying question, so it carries an
 * empty question and is exempt from 'Question is required'.
 */
export const MISC_DOCUMENT_QUESTION = '';

/** Whether a document name is the misc one (any case, surrounding spaces ignored). */
export function isMiscDocumentName(name: string | null | undefined): boolean {
  return (name ?? '').trim().toLowerCase() === MISC_DOCUMENT_NAME;
}

/** The spec's wording for the provider form (spec 1 section 5). */
export const PROVIDER_MSG = {
  firstnameRequired: 'First name is required',
  lastnameRequired: 'Last name is required',
  titleRequired: 'Title is required',
  specializationRequired: 'Add at least 1 specialization',
  optionalDocumentRequired: 'Optional Document is required',
  questionRequired: 'Question is required',
  // Not worded by the spec.
  invalidTitle: 'Title must be Doctor or Nurse Practitioner',
} as const;

export interface OptionalDocument {
  document: string;
  question: string;
}

const trimmed = (max = 255, lines: TextLines = 'single') =>
  textOf(lines)()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(max, tooLong(max)));

/**
 * One optional document row. Blank values are let through here and reported by the provider's
 * refinement, so a half-filled row never hides the other messages of the form.
 */
const optionalDocument = z.object({ document: trimmed(), question: trimmed(1000, 'multi') });

export interface ProviderSchemaOptions {
  /** Non-affiliate registration: every provider needs specializations (spec 1 section 5). */
  nonAffiliate?: boolean;
}

/** True when the first name is the default provider's, which waives title and last name. */
export function hasDefaultProviderName(p: { firstname?: string | null }): boolean {
  return (p.firstname ?? '').trim() === DEFAULT_PROVIDER_NAME;
}

/**
 * The provider form. Title and last name are required unless the first name is the default
 * provider's; specializations are required when the provider can receive and is not the default,
 * or always for non-affiliate clinics.
 */
export function providerSchemaFor({ nonAffiliate = false }: ProviderSchemaOptions = {}) {
  return z
    .object({
      id: optionalId,
      uuid: singleLineText().nullish(),
      title: singleLineText({ error: PROVIDER_MSG.invalidTitle })
        .nullish()
        .transform((v) => (v ?? '').trim().toLowerCase())
        .pipe(z.string().refine((v) => v === '' || isTitle(v), PROVIDER_MSG.invalidTitle))
        // A blank title (the default provider's) is stored as null.
        .transform((v) => (isTitle(v) ? v : null)),
      firstname: trimmed(100).pipe(z.string().min(1, PROVIDER_MSG.firstnameRequired)),
      lastname: trimmed(100),
      can_receive: z.boolean().default(true),
      is_default: z.boolean().default(false),
      specializations: nameList(),
      required_documents: nameList(),
      optional_documents: z
        .array(optionalDocument)
        .nullish()
        .transform((v) => v ?? []),
    })
    .superRefine(
      (p, ctx) => {
        // Runs even after other field errors (see `when`) so the form shows every message at
        // once; the reads are defensive because a failed field may hold its raw input.
        const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
        if (text(p.firstname) !== DEFAULT_PROVIDER_NAME) {
          if (text(p.title) === '')
            ctx.addIssue({ code: 'custom', message: PROVIDER_MSG.titleRequired, path: ['title'] });
          if (text(p.lastname) === '')
            ctx.addIssue({
              code: 'custom',
              message: PROVIDER_MSG.lastnameRequired,
              path: ['lastname'],
            });
        }
        // Non-affiliate providers always need one, receiving or not; the automatic default
        // provider ('Any/First Available') never does, or no wizard could start.
        const needsSpecialization = !p.is_default && (nonAffiliate || p.can_receive !== false);
        // A list that failed to parse already carries its own message.
        const specializations: unknown = p.specializations;
        if (needsSpecialization && Array.isArray(specializations) && specializations.length === 0)
          ctx.addIssue({
            code: 'custom',
            message: PROVIDER_MSG.specializationRequired,
            path: ['specializations'],
          });
        const docs: unknown[] = Array.isArray(p.optional_documents) ? p.optional_documents : [];
        docs.forEach((raw, i) => {
          const d = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
          const document = text(d['document']);
          if (document === '')
            ctx.addIssue({
              code: 'custom',
              message: PROVIDER_MSG.optionalDocumentRequired,
              path: ['optional_documents', i, 'document'],
            });
          if (text(d['question']) === '' && !isMiscDocumentName(document))
            ctx.addIssue({
              code: 'custom',
              message: PROVIDER_MSG.questionRequired,
              path: ['optional_documents', i, 'question'],
            });
        });
      },
      { when: () => true },
    );
}

export const providerSchema = providerSchemaFor();
export type ProviderInput = z.input<typeof providerSchema>;
export type ProviderOutput = z.output<typeof providerSchema>;

/**
 * The optional documents to save: those given plus a 'misc' document (empty question) unless one
 * is already there (spec 1 section 3). Returns a new array.
 */
export function withMiscDocument<T extends OptionalDocument>(
  optionalDocuments: readonly T[],
): (T | OptionalDocument)[] {
  if (optionalDocuments.some((d) => isMiscDocumentName(d.document))) return [...optionalDocuments];
  return [...optionalDocuments, { document: MISC_DOCUMENT_NAME, question: MISC_DOCUMENT_QUESTION }];
}

interface ProviderLike {
  title?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  is_default?: boolean | null;
}

/** The default provider: flagged as such, or carrying the default name. */
export function isDefaultProvider(p: ProviderLike): boolean {
  return p.is_default === true || hasDefaultProviderName(p);
}

/** 'Dr. First Last', 'First Last, NP', plain 'First Last' without a title, or the default name. */
export function providerDisplayName(p: ProviderLike): string {
  if (isDefaultProvider(p)) return DEFAULT_PROVIDER_NAME;
  const name = [p.firstname, p.lastname]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' ');
  switch ((p.title ?? '').trim().toLowerCase()) {
    case 'dr':
      return `Dr. ${name}`;
    case 'np':
      return `${name}, NP`;
    default:
      return name;
  }
}

/**
 * A new clinic's providers as they are saved (issue 17 item 18; docs/decisions.md "Default
 * provider"): the default provider 'Any/First Available' receives referrals when its switch is on,
 * or when no other provider does, so a clinic is never registered that nobody can refer to. The
 * registration's review shows the same list. Returns a new array.
 */
export function withReceivingDefault<T extends ProviderLike & { can_receive?: boolean | null }>(
  providers: readonly T[],
): T[] {
  const othersReceive = providers.some((p) => !isDefaultProvider(p) && p.can_receive !== false);
  return providers.map((p) =>
    isDefaultProvider(p) && p.can_receive !== true && !othersReceive
      ? { ...p, can_receive: true }
      : p,
  );
}

/** Default providers first, others in their given order (spec 1 section 2). Returns a new array. */
export function sortDefaultFirst<T extends ProviderLike>(list: readonly T[]): T[] {
  return [...list.filter(isDefaultProvider), ...list.filter((p) => !isDefaultProvider(p))];
}

/** Starting values of the default provider box: its own receive toggle starts off (spec 1 s. 4). */
export function defaultProviderValues(): ProviderInput {
  return {
    title: '',
    firstname: DEFAULT_PROVIDER_NAME,
    lastname: '',
    can_receive: false,
    is_default: true,
    specializations: [],
    required_documents: [],
    optional_documents: [],
  };
}

/** Starting values of an added provider box. */
export function newProviderValues(): ProviderInput {
  return {
    title: '',
    firstname: '',
    lastname: '',
    can_receive: true,
    is_default: false,
    specializations: [],
    required_documents: [],
    optional_documents: [],
  };
}
