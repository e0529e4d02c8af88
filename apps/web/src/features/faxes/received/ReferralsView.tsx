import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { INBOUND_FAX_MSG, isOcrRunning, type FaxReferralSuggestion } from '@app/shared';
import { LazyPdfViewer } from '../pdf';
import { DetectedReferralCard } from './DetectedReferralCard';
import type { InboundFaxDto } from './graphql';
import { ManualReferralCard } from './ManualReferralCard';
import { NoReferralDetected } from './NoReferralDetected';
import { detectedTabLabel, RECEIVED_UI } from './messages';

type ReferralsTab = 'detected' | 'pdf';

interface ReferralsViewProps {
  fax: InboundFaxDto;
  loading: boolean;
  /** Opens the Create Referral dialog, prefilled from a detected referral or empty. */
  onCreate: (suggestion: FaxReferralSuggestion | null) => void;
}

/**
 * Detected referrals (with the manual card) and the fax's PDF, in two tabs. A recognised fax with
 * no detected referral shows its recognised text and the manual path instead.
 */
export function ReferralsView({ fax, loading, onCreate }: ReferralsViewProps) {
  const [tab, setTab] = useState<ReferralsTab>('detected');
  const label = detectedTabLabel(fax, loading);
  const running = isOcrRunning(fax.status);
  const detected = fax.processed_data?.detected_referrals ?? [];
  const canCreate = fax.actions.can_create_referral;

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_e, v: ReferralsTab) => setTab(v)}
        aria-label="Referrals"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        <Tab
          value="detected"
          label={label}
          icon={running ? <CircularProgress size={14} /> : undefined}
          iconPosition="start"
          sx={{ minHeight: 48 }}
        />
        <Tab value="pdf" label={INBOUND_FAX_MSG.pdfTab} sx={{ minHeight: 48 }} />
      </Tabs>
      {tab === 'detected' && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {!canCreate && !fax.clinic && (
            <Alert severity="info">{RECEIVED_UI.noClinicForReferral}</Alert>
          )}
          {running && <Alert severity="info">{RECEIVED_UI.ocrRunning}</Alert>}
          {running || detected.length > 0 ? (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
              }}
            >
              <ManualReferralCard disabled={!canCreate} onCreate={() => onCreate(null)} />
              {detected.map((referral, i) => (
                <DetectedReferralCard
                  key={`${i}-${referral.pdf_pages.join(',')}`}
                  referral={referral}
                  index={i + 1}
                  disabled={!canCreate}
                  onCreate={() => onCreate(referral.form_suggestion)}
                />
              ))}
            </Box>
          ) : (
            // Recognised (or failed) with nothing found: not an empty card, the text and a way on.
            <NoReferralDetected fax={fax} disabled={!canCreate} onCreate={onCreate} />
          )}
          <CreatedReferrals fax={fax} />
        </Box>
      )}
      {tab === 'pdf' && <LazyPdfViewer url={fax.pdf_url} fileName={`fax-${fax.id}.pdf`} />}
    </Box>
  );
}

/** Links to the referrals already made from this fax. */
function CreatedReferrals({ fax }: { fax: InboundFaxDto }) {
  if (fax.referrals.length === 0) return null;
  return (
    <Box component="section" aria-label={RECEIVED_UI.createdReferrals}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {RECEIVED_UI.createdReferrals}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {fax.referrals.map((r) => (
          <li key={r.uuid}>
            <Link component={RouterLink} to={`/referrals/${r.uuid}/review`}>
              {r.patient_name ?? 'Referral'}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
