import Box from '@mui/material/Box';
import { alpha, darken, type Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import { confidencePercent, isLowConfidence } from './format';
import type { DetectedFieldDto } from './graphql';
import { RECEIVED_UI } from './messages';

const isLow = (field: DetectedFieldDto | null): field is DetectedFieldDto =>
  !!field?.value && isLowConfidence(field.confidence);

/**
 * The highlight of a field the detector is unsure of (to spread into its box's sx): a warning
 * tint and edge, so the eye of the person checking lands on it first. Empty otherwise.
 */
export function lowConfidenceSx(field: DetectedFieldDto | null) {
  if (!isLow(field)) return {};
  return {
    bgcolor: (t: Theme) => alpha(t.palette.warning.main, 0.08),
    borderLeft: 3,
    borderColor: 'warning.main',
    borderRadius: 1,
    // The edge and padding sit in the gutter: the value stays in line with its neighbours.
    pl: 1,
    ml: -1.375,
  };
}

/**
 * How sure the detector is of a value: a quiet percentage, or, below LOW_CONFIDENCE, a warning
 * icon and the percentage in the warning colour, explained in a tooltip. Nothing for no value.
 * Drawn as one labelled image so a screen reader says 'Confidence 96%' and not a bare number.
 */
export function ConfidenceMarker({ field }: { field: DetectedFieldDto | null }) {
  if (!field?.value) return null;
  const percent = confidencePercent(field.confidence);
  const low = isLow(field);
  const label = low ? RECEIVED_UI.lowConfidence(percent) : RECEIVED_UI.confidence(percent);
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.25,
          flexShrink: 0,
          typography: 'caption',
          lineHeight: 1,
          fontVariantNumeric: 'tabular-nums',
          // The warning hue darkened to read at 4.5:1 on the highlighted field.
          color: low ? (t) => darken(t.palette.warning.main, 0.5) : 'text.secondary',
          fontWeight: low ? 600 : 400,
        }}
      >
        {low && <WarningAmberRounded color="warning" sx={{ fontSize: 16 }} />}
        {percent}%
      </Box>
    </Tooltip>
  );
}
