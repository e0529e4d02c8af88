import { useMemo } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { humanizeSince, isOcrRunning, type InboundFaxSource } from '@app/shared';
import { SummaryField, SummaryGrid } from '../../../ui/SummaryItem';
import { formatFaxNumber, formatReceivedAt } from './format';
import type { InboundFaxDto } from './graphql';
import { RECEIVED_UI } from './messages';
import { ocrPages, PageText, PageTitle } from './recognisedText';

/** How the fax reached the app. */
const SOURCE_LABEL: Record<InboundFaxSource, string> = {
  webhook: 'Fax provider (webhook)',
  interfax: 'InterFAX',
  folder: 'Fax inbox folder',
  upload: 'Uploaded by an administrator',
};

/** The Fax Details tab: metadata, then each page's recognised text in a collapsible section. */
export function FaxDetailsTab({ fax }: { fax: InboundFaxDto }) {
  const pages = useMemo(() => ocrPages(fax.ocr_data), [fax.ocr_data]);
  const m = fax.metadata;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SummaryGrid>
        <SummaryField label="From" value={formatFaxNumber(m.from_number)} />
        <SummaryField label="From Location" value={m.from_location} />
        <SummaryField
          label="Received"
          value={`${formatReceivedAt(m.date_created)} (${humanizeSince(new Date(m.date_created))})`}
        />
        <SummaryField label="Pages" value={String(m.pages_count)} />
        <SummaryField label="Subject" value={m.subject} />
        <SummaryField
          label="Source"
          value={SOURCE_LABEL[fax.source as InboundFaxSource] ?? fax.source}
        />
        <SummaryField label="Provider Reference" value={fax.external_id} full />
      </SummaryGrid>
      {fax.error && <Alert severity="warning">{fax.error}</Alert>}
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {RECEIVED_UI.recognisedText}
        </Typography>
        {pages.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {isOcrRunning(fax.status) ? RECEIVED_UI.ocrRunning : RECEIVED_UI.noText}
          </Typography>
        )}
        {pages.map((page) => (
          <Accordion key={page.page} disableGutters variant="outlined">
            <AccordionSummary
              expandIcon={<ExpandMore />}
              sx={{ '& .MuiAccordionSummary-content': { alignItems: 'baseline' } }}
            >
              <PageTitle page={page} />
            </AccordionSummary>
            <AccordionDetails>
              <PageText page={page} />
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Box>
  );
}
