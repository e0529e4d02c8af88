import { useState } from 'react';
import dayjs from 'dayjs';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { errorMessage } from '../../../app/http';
import type { QuickReferralEdit } from '../quick/quickReferralValues';
import { QUICK_EDIT_REFERRAL, type QuickEditReferralDto } from './graphql';

/** The quick dialog's values for a manually created referral. */
export function toQuickEdit(r: QuickEditReferralDto): QuickReferralEdit {
  return {
    uuid: r.uuid,
    firstname: r.patient?.firstname ?? '',
    lastname: r.patient?.lastname ?? '',
    mrn: r.mrn,
    birthdate: r.patient?.details.birthdate ?? null,
    diagnosis: r.diagnosis,
    // The dialog edits the calendar day it was sent, in local time.
    sentdate: r.sent_at ? dayjs(r.sent_at).format('YYYY-MM-DD') : '',
    clinic: r.receiver,
    provider: r.provider,
  };
}

export interface QuickEditState {
  /** The uuid being loaded (its Edit button shows progress). */
  loading: string | null;
  editing: { referral: QuickReferralEdit; isOrder: boolean } | null;
  open: boolean;
  start: (uuid: string) => void;
  close: () => void;
}

/** Edit of a 'Manually Created' row: loads the referral, then opens the quick dialog on it. */
export function useQuickEdit(): QuickEditState {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [loading, setLoading] = useState<string | null>(null);
  const [editing, setEditing] = useState<QuickEditState['editing']>(null);
  const [open, setOpen] = useState(false);

  const start = (uuid: string) => {
    setLoading(uuid);
    client
      .query({ query: QUICK_EDIT_REFERRAL, variables: { uuid }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!data) throw new Error('Referral not found.');
        setEditing({ referral: toQuickEdit(data.referral), isOrder: data.referral.is_order });
        setOpen(true);
      })
      .catch((error: unknown) => enqueueSnackbar(errorMessage(error), { variant: 'error' }))
      .finally(() => setLoading(null));
  };

  return { loading, editing, open, start, close: () => setOpen(false) };
}
