import { useId, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import type { FaxReferralSuggestion } from '@app/shared';
import type { InboundFaxDto } from './graphql';
import { RECEIVED_UI } from './messages';
import { ocrPages, PageText, PageTitle } from './recognisedText';

/**
 * The Create Referral form for a referral intake did not find: nothing to prefill but the whole
 * fax as its pages and the referring clinic intake matched to the fax, if any.
 */
function wholeFaxSuggestion(fax: InboundFaxDto): FaxReferralSuggestion {
  return {
    firstname: '',
    lastname: '',
    birthdate: '',
    ssn: '',
    diagnosis: '',
    referring_clinic: fax.detected_clinic?.id ?? null,
    referring_clinic_name: fax.detected_clinic?.name ?? null,
    page_start: 1,
    page_end: Math.max(1, fax.metadata.pages_count),
  };
}

interface NoReferralDetectedProps {
  fax: InboundFaxDto;
  disabled: boolean;
  onCreate: (suggestion: FaxReferralSuggestion) => void;
}

/**
 * A recognised fax in which intake found no referral (issue 24 item 3): says so, offers to create
 * the referral by hand over all its pages, and shows what was read of each page so the person
 * can see why (or that recognition failed) without opening the PDF.
 */
export function NoReferralDetected({ fax, disabled, onCreate }: NoReferralDetectedProps) {
  const pages = useMemo(() => ocrPages(fax.ocr_data), [fax.ocr_data]);
  const textId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity={pages.length > 0 ? 'info' : 'warning'}>
        <AlertTitle>{RECEIVED_UI.noReferralTitle}</AlertTitle>
        {pages.length > 0 ? RECEIVED_UI.noReferralHint : RECEIVED_UI.noTextRecognised}
        <Box sx={{ mt: 1.5 }}>
          <Button
            variant="contained"
            startIcon={<NoteAddOutlined />}
            disabled={disabled}
            onClick={() => onCreate(wholeFaxSuggestion(fax))}
          >
            {RECEIVED_UI.createReferralManually}
          </Button>
        </Box>
      </Alert>
      {pages.length > 0 && (
        <Box>
          <Typography id={textId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {RECEIVED_UI.recognisedText}
          </Typography>
          {/* Scrolls on its own (long faxes); focusable so a keyboard can scroll it too. */}
          <Box
            tabIndex={0}
            role="region"
            aria-labelledby={textId}
            sx={{
              display: 'grid',
              gap: 2,
              maxHeight: 420,
              overflowY: 'auto',
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.default',
            }}
          >
            {pages.map((page) => (
              <Box key={page.page} component="section" aria-labelledby={`${textId}-${page.page}`}>
                <Box sx={{ display: 'flex', alignItems: 'baseline', mb: 0.5 }}>
                  <PageTitle page={page} id={`${textId}-${page.page}`} component="h4" />
                </Box>
                <PageText page={page} />
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
