import Chip from '@mui/material/Chip';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { inboundFaxChip } from '@app/shared';

/** A received fax's status chip (spec 3 section 2.2), in the list and the detail pane alike. */
export function FaxStatusChip({ status }: { status: string }) {
  const chip = inboundFaxChip(status);
  return (
    <Chip
      size="small"
      label={chip.label}
      color={chip.color}
      // Outlined, so that the success check reads on the chip (not green on the primary fill).
      variant={chip.complete ? 'outlined' : 'filled'}
      icon={chip.complete ? <CheckCircle color="success" /> : undefined}
      data-testid="fax-status"
    />
  );
}
