import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { OrderRef } from './graphql';
import type { OrderDecisions } from './useOrderDecisions';

interface DecisionButtonsProps {
  order: OrderRef;
  decisions: OrderDecisions;
  /** No signature yet (spec 3 section 2.5), or the caller's own reason. */
  disabled: boolean;
  /** The grid's focus model, when the buttons sit in a cell. */
  tabIndex?: 0 | -1;
}

/**
 * Approve and Decline of one order (spec 3 section 2.5): both disabled while a decision is being
 * sent or without a signature. Approve waits for an Undo; Decline asks first.
 */
export function DecisionButtons({ order, decisions, disabled, tabIndex }: DecisionButtonsProps) {
  const off = disabled || decisions.sending;
  const name = order.patientName;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', height: '100%' }}>
      <Button
        size="small"
        variant="contained"
        tabIndex={tabIndex}
        disabled={off}
        aria-label={`Approve order for ${name}`}
        onClick={() => decisions.approve(order)}
      >
        Approve
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        tabIndex={tabIndex}
        disabled={off}
        aria-label={`Decline order for ${name}`}
        onClick={() => decisions.decline(order)}
      >
        Decline
      </Button>
    </Box>
  );
}
