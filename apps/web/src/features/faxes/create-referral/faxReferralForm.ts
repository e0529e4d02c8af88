import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  faxReferralSchema,
  maskedSsn,
  type FaxReferral,
  type FaxReferralSuggestion,
} from '@app/shared';
import type { ClinicOption } from '../../../ui/pickers';
import type { SaveFaxReferralVariables } from './graphql';

/** What the form holds: the picked clinic as an option (the picker shows its name). */
export interface FaxReferralFormValues {
  firstname: string;
  lastname: string;
  birthdate: string;
  ssn: string;
  diagnosis: string;
  referring_clinic: ClinicOption | null;
  /** A provider id, '' for none. */
  receiving_provider: string;
}

export const FAX_REFERRAL_FIELDS = [
  'firstname',
  'lastname',
  'birthdate',
  'ssn',
  'diagnosis',
  'referring_clinic',
  'receiving_provider',
] as const;

export function initialFaxReferralValues(
  suggestion: FaxReferralSuggestion | null | undefined,
  clinic: ClinicOption | null,
  /** The Receiving Provider chosen in the detail pane, if any. */
  provider: string | null = null,
): FaxReferralFormValues {
  return {
    firstname: suggestion?.firstname ?? '',
    lastname: suggestion?.lastname ?? '',
    birthdate: suggestion?.birthdate ?? '',
    ssn: suggestion?.ssn ? maskedSsn(suggestion.ssn) : '',
    diagnosis: suggestion?.diagnosis ?? '',
    referring_clinic: clinic,
    receiving_provider: provider ?? '',
  };
}

/**
 * The shared faxReferralSchema (the server validates with the same rules) over the form's values:
 * the schema takes the clinic as its id.
 */
export function faxReferralResolver(
  requireProvider: boolean,
): Resolver<FaxReferralFormValues, unknown, FaxReferral> {
  const validate = zodResolver(faxReferralSchema({ requireProvider }));
  return (values, context, options) =>
    validate(
      { ...values, referring_clinic: values.referring_clinic?.id ?? null },
      context,
      options as never,
    ) as never;
}

/** The page range the form opens with: the suggestion's, kept within the document. */
export function initialPageRange(
  pages: number,
  suggestion: FaxReferralSuggestion | null | undefined,
): [number, number] {
  const last = Math.max(1, pages);
  if (!suggestion) return [1, last];
  const start = Math.min(Math.max(1, suggestion.page_start), last);
  const end = Math.min(Math.max(start, suggestion.page_end), last);
  return [start, end];
}

export function toSaveVariables(
  faxId: string,
  values: FaxReferral,
  range: [number, number],
): SaveFaxReferralVariables {
  return {
    fax_id: faxId,
    firstname: values.firstname,
    lastname: values.lastname,
    birthdate: values.birthdate,
    ssn: values.ssn,
    diagnosis: values.diagnosis,
    // The schema refuses a missing clinic before this runs.
    referring_clinic: values.referring_clinic as number,
    receiving_provider: values.receiving_provider,
    fromReceivedFax: true,
    page_start: range[0],
    page_end: range[1],
  };
}
