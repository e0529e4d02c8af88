import Tooltip from '@mui/material/Tooltip';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import type { DetectedField } from '@app/shared';
import { isLowConfidence } from './format';
import { RECEIVED_UI } from './messages';

/** A quiet warning beside a value read with low confidence; nothing otherwise. */
export function ConfidenceMarker({ field }: { field: DetectedField | null }) {
  if (!field || !isLowConfidence(field.avg_confidence)) return null;
  const text = RECEIVED_UI.lowConfidence(field.avg_confidence);
  return (
    <Tooltip title={text}>
      <WarningAmberRounded
        titleAccess={text}
        color="warning"
        sx={{ fontSize: 16, ml: 0.5, verticalAlign: 'text-bottom' }}
      />
    </Tooltip>
  );
}
