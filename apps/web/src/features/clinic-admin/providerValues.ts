import { withMiscDocument, type ProviderInput, type ProviderOutput } from '@app/shared';
import type { ClinicUserInputDto, ProviderDto, ProviderInputDto } from './graphql';

/** A provider's form values from what the server returned. */
export function providerFormValues(p: ProviderDto): ProviderInput {
  return {
    uuid: p.uuid,
    title: p.title ?? '',
    firstname: p.firstname,
    lastname: p.lastname ?? '',
    can_receive: p.can_receive,
    is_default: p.is_default,
    specializations: [...p.specializations],
    required_documents: p.documents.filter((d) => d.required).map((d) => d.document.name),
    optional_documents: p.documents
      .filter((d) => !d.required)
      .map((d) => ({ document: d.document.name, question: d.question?.question ?? '' })),
  };
}

/** ProviderInput for the API: the misc optional document appended (spec 1 section 3). */
export function toProviderInput(
  v: ProviderOutput,
  user?: ClinicUserInputDto | null,
): ProviderInputDto {
  return {
    ...(v.uuid ? { uuid: v.uuid } : {}),
    title: v.title,
    firstname: v.firstname,
    lastname: v.lastname,
    can_receive: v.can_receive,
    is_default: v.is_default,
    specializations: v.specializations,
    required_documents: v.required_documents,
    optional_documents: withMiscDocument(v.optional_documents).map((d) => ({
      document: d.document,
      question: d.question,
    })),
    ...(user ? { user } : {}),
  };
}
