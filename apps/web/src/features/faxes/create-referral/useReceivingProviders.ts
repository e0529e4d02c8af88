import { useQuery } from '@apollo/client/react';
import { FAX_CLINIC_PROVIDERS } from './graphql';
import type { FaxForReferral } from './types';

/**
 * The receiving providers of the fax's clinic, asked only when the fax's actions allow
 * can_select_receiving_provider (spec 3 sections 2.2 and 5): the detail pane's select and the
 * Create Referral form's list the same.
 */
export function useReceivingProviders(fax: Pick<FaxForReferral, 'clinic' | 'actions'>) {
  const canSelect = fax.actions.can_select_receiving_provider;
  const receiverId = fax.clinic ? String(fax.clinic.id) : null;
  const { data } = useQuery(FAX_CLINIC_PROVIDERS, {
    variables: { clinic_id: receiverId ?? '' },
    skip: !canSelect || receiverId === null,
  });
  return {
    canSelect,
    providers: (data?.providers_by_clinic_id ?? []).filter((p) => p.can_receive),
  };
}
