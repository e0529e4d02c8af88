import {
  DEFAULT_PROVIDER_NAME,
  isDefaultProvider,
  providerSchemaFor,
  providerUserSchema,
  withMiscDocument,
  type OptionalDocument,
  type ProviderOutput,
  type ProviderUserOutput,
} from '@app/shared';
import type { FieldErrors } from '../../lib/app-error.js';
import { parseAt } from '../catalog/parse.js';

/** A provider ready to save: validated, the default normalised, 'misc' appended. */
export interface ProviderToSave extends Omit<ProviderOutput, 'optional_documents'> {
  optional_documents: OptionalDocument[];
  /** 'Create a User for this Provider' (role fixed to provider). */
  user: ProviderUserOutput | null;
}

const schemas = {
  affiliated: providerSchemaFor(),
  nonAffiliate: providerSchemaFor({ nonAffiliate: true }),
};

/**
 * Validates a provider with the shared rules, errors under `prefix` ('' or 'providers.0.'), and
 * shapes it for saving: the default provider always carries the default name and no title or last
 * name; the optional 'misc' document is appended when missing (spec 1 section 3).
 */
export function parseProvider(
  raw: unknown,
  opts: { nonAffiliate?: boolean; prefix?: string },
  errors: FieldErrors,
): ProviderToSave | undefined {
  const prefix = opts.prefix ?? '';
  const schema = opts.nonAffiliate ? schemas.nonAffiliate : schemas.affiliated;
  const parsed = parseAt(schema, raw, prefix, errors);
  const rawUser =
    raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>)['user'] : null;
  const user = rawUser ? parseAt(providerUserSchema, rawUser, `${prefix}user.`, errors) : null;
  if (!parsed || user === undefined) return undefined;
  const isDefault = isDefaultProvider(parsed);
  return {
    ...parsed,
    ...(isDefault
      ? { is_default: true, firstname: DEFAULT_PROVIDER_NAME, title: null, lastname: '' }
      : {}),
    optional_documents: withMiscDocument(parsed.optional_documents),
    user: user ?? null,
  };
}
