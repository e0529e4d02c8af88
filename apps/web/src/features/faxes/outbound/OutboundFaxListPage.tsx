import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { FAX_LIST_REFRESH_AFTER_RESEND_MS, OUTBOUND_FAX_MSG } from '@app/shared';
import { PageHeader } from '../../../ui/PageHeader';
import { LazyAppDataGrid, useGridQuery } from '../../../ui/data-grid';
import { ConfirmDialog } from '../../../ui/data-grid/ConfirmDialog';
import { serverMessage } from '../../../ui/pickers/serverErrors';
import { outboundFaxColumns } from './columns';
import { OUTBOUND_FAXES, RESEND_FAX, type OutboundFaxDto } from './graphql';
import { useDelayedCall } from './useDelayedCall';

/**
 * /manage/fax: every outbound fax, newest first, paged by the server (spec 3 section 2.1). Resend
 * asks first, announces 'Successfully re-sent fax.' and refreshes the list 30 seconds later, when
 * the provider has had time to report on the new attempt.
 */
export function OutboundFaxListPage() {
  const grid = useGridQuery();
  const { enqueueSnackbar } = useSnackbar();
  const { data, previousData, loading, error, refetch } = useQuery(OUTBOUND_FAXES, {
    variables: grid.variables,
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const total = data?.faxes_count;
  const { settleTotal } = grid;
  useEffect(() => settleTotal(total), [total, settleTotal]);
  const [resend] = useMutation(RESEND_FAX);
  const [target, setTarget] = useState<OutboundFaxDto | null>(null);
  const later = useDelayedCall();
  const columns = useMemo(() => outboundFaxColumns(setTarget), []);

  const runResend = async (fax: OutboundFaxDto) => {
    try {
      const result = await resend({ variables: { fax_id: fax.id } });
      enqueueSnackbar(result.data?.resend_fax.message || OUTBOUND_FAX_MSG.resent, {
        variant: 'success',
      });
      later(() => void refetch(), FAX_LIST_REFRESH_AFTER_RESEND_MS);
    } catch (e) {
      enqueueSnackbar(serverMessage(e), { variant: 'error' });
    }
  };

  return (
    <>
      <PageHeader title={OUTBOUND_FAX_MSG.title} subtitle="Faxes sent with referrals." />
      <LazyAppDataGrid<OutboundFaxDto>
        label={OUTBOUND_FAX_MSG.title}
        rows={shown?.faxes ?? []}
        columns={columns}
        rowLabel={(f) => `fax ${f.fax_id ?? f.id}`}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        rowCount={shown?.faxes_count ?? 0}
        paginationModel={grid.paginationModel}
        onPaginationModelChange={grid.setPaginationModel}
        emptyText={OUTBOUND_FAX_MSG.empty}
      />
      <ConfirmDialog
        open={target !== null}
        title="Resend Fax"
        message={OUTBOUND_FAX_MSG.resendConfirm}
        choices={[
          {
            label: 'Resend',
            color: 'primary',
            // A failure is announced in a snackbar; the dialog closes either way.
            run: () => (target ? runResend(target) : Promise.resolve()),
          },
        ]}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
