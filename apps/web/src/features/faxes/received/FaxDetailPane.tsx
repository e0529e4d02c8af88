import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { Placeholder } from '../../../ui/Placeholder';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Close from '@mui/icons-material/Close';
import { INBOUND_FAX_MSG, type FaxReferralSuggestion } from '@app/shared';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import type { ClinicOption } from '../../../ui/pickers';
import { serverMessage } from '../../../ui/pickers/serverErrors';
import { CreateFaxReferralDialog } from '../create-referral/CreateFaxReferralDialog';
import { ClinicTab } from './ClinicTab';
import { FaxDetailsTab } from './FaxDetailsTab';
import { FaxStatusChip } from './FaxStatusChip';
import { formatFaxNumber, formatReceivedAt } from './format';
import { INBOUND_FAX, type InboundFaxDto } from './graphql';
import { detectedTabLabel, RECEIVED_UI } from './messages';
import { ReferralsView } from './ReferralsView';
import { ReferringClinicBar } from './ReferringClinicBar';

type InfoTab = 'clinic' | 'details';

interface FaxDetailPaneProps {
  faxId: string;
  /** On a phone the pane replaces the list: the close button reads as going back. */
  stacked: boolean;
  onClose: () => void;
  /** Fetches the list and this fax again (after an assignment or a created referral). */
  refresh: () => void;
}

/** The right pane: one fax's clinic, details, detected referrals and PDF. */
export function FaxDetailPane({ faxId, stacked, onClose, refresh }: FaxDetailPaneProps) {
  const { data, loading, error } = useQuery(INBOUND_FAX, {
    variables: { id: faxId },
    fetchPolicy: 'cache-and-network',
  });
  const fax = data?.inbound_fax ?? null;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Fax details"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'hidden' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        {stacked && (
          <IconButton aria-label={RECEIVED_UI.backToList} onClick={onClose} edge="start">
            <ArrowBack />
          </IconButton>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" noWrap>
            {fax ? formatFaxNumber(fax.metadata.from_number) : 'Fax'}
          </Typography>
          {fax && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {formatReceivedAt(fax.metadata.date_created)} · {fax.metadata.pages_count}{' '}
              {fax.metadata.pages_count === 1 ? 'page' : 'pages'}
            </Typography>
          )}
        </Box>
        {fax && <FaxStatusChip status={fax.status} />}
        {!stacked && (
          <Tooltip title={RECEIVED_UI.closeDetails}>
            <IconButton aria-label={RECEIVED_UI.closeDetails} onClick={onClose}>
              <Close />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Divider />
      {/* Scrolls on its own so the list keeps its place. */}
      <Box sx={{ flex: 1, overflowY: 'auto', p: 2 }}>
        {!fax && error != null && (
          <ErrorBanner title={INBOUND_FAX_MSG.fetchFailed} error={serverMessage(error)} />
        )}
        {!fax && error == null && <DetailSkeleton />}
        {fax && <FaxDetail fax={fax} loading={loading} refresh={refresh} />}
      </Box>
    </Paper>
  );
}

function FaxDetail({
  fax,
  loading,
  refresh,
}: {
  fax: InboundFaxDto;
  loading: boolean;
  refresh: () => void;
}) {
  const [infoTab, setInfoTab] = useState<InfoTab>('clinic');
  const [referringClinic, setReferringClinic] = useState<ClinicOption | null>(null);
  const [receivingProvider, setReceivingProvider] = useState('');
  /** The open Create Referral dialog and its prefill; undefined while closed. */
  const [dialog, setDialog] = useState<{ suggestion: FaxReferralSuggestion | null } | undefined>();

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Tabs
          value={infoTab}
          onChange={(_e, v: InfoTab) => setInfoTab(v)}
          aria-label="Fax information"
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          <Tab value="clinic" label={INBOUND_FAX_MSG.clinicTab} />
          <Tab value="details" label={INBOUND_FAX_MSG.detailsTab} />
        </Tabs>
        {infoTab === 'clinic' && <ClinicTab fax={fax} onAssigned={refresh} />}
        {infoTab === 'details' && <FaxDetailsTab fax={fax} />}
      </Box>
      <ReferringClinicBar
        fax={fax}
        value={referringClinic}
        onChange={setReferringClinic}
        provider={receivingProvider}
        onProviderChange={setReceivingProvider}
      />
      <ReferralsView
        fax={fax}
        loading={loading}
        onCreate={(suggestion) => setDialog({ suggestion })}
      />
      {dialog && (
        <CreateFaxReferralDialog
          open
          fax={fax}
          suggestion={dialog.suggestion}
          referringClinic={referringClinic}
          receivingProvider={receivingProvider || null}
          onClose={() => setDialog(undefined)}
          onCreated={() => {
            setDialog(undefined);
            // The fax is now reviewed and lists the new referral.
            refresh();
          }}
        />
      )}
    </Box>
  );
}

/** The pane's shape while the fax loads, its referrals tab saying so. */
function DetailSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-busy="true">
      <Placeholder variant="rounded" height={48} />
      <Placeholder variant="rounded" height={96} />
      <Tabs
        value="detected"
        aria-label="Referrals"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="detected" label={detectedTabLabel(null, true)} />
        <Tab value="pdf" label={INBOUND_FAX_MSG.pdfTab} disabled />
      </Tabs>
      <Placeholder variant="rounded" height={180} />
    </Box>
  );
}
