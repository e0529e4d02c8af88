import { zodResolver } from '@hookform/resolvers/zod';
import { documentQuestionSchema, documentSchema, referralGroupSchema } from '@app/shared';

/** The administration forms' validation: the shared schemas with the spec's messages. */
export const zodResolvers = {
  referralGroup: zodResolver(referralGroupSchema),
  document: zodResolver(documentSchema),
  documentQuestion: zodResolver(documentQuestionSchema),
};
