import type { Resolver } from 'react-hook-form';
import type {
  DocumentInput,
  DocumentOutput,
  DocumentQuestionInput,
  DocumentQuestionOutput,
  ReferralGroupInput,
  ReferralGroupOutput,
} from '@app/shared';
import type { zodResolvers } from './zodResolvers';

/**
 * zod and the shared schemas (about 25 kB gzipped) load with the first validation, not with the
 * screen: a list or details page that is only read never needs them.
 */
let loading: Promise<typeof zodResolvers> | null = null;

function load(): Promise<typeof zodResolvers> {
  loading ??= import('./zodResolvers').then((m) => m.zodResolvers);
  return loading;
}

export const referralGroupResolver: Resolver<
  ReferralGroupInput,
  unknown,
  ReferralGroupOutput
> = async (...args) => (await load()).referralGroup(...args);

export const documentResolver: Resolver<DocumentInput, unknown, DocumentOutput> = async (...args) =>
  (await load()).document(...args);

export const documentQuestionResolver: Resolver<
  DocumentQuestionInput,
  unknown,
  DocumentQuestionOutput
> = async (...args) => (await load()).documentQuestion(...args);
