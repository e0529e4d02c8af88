import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import Send from '@mui/icons-material/Send';
import { ACTION_HINTS } from '@app/shared';
import { useRefetchReferralLists } from '../lists/useReferralsLive';
import type { ReferralRefDto } from './graphql';

// The form, pickers and validation load with the first click, not with the list page.
const QuickReferralDialog = lazy(() => import('./QuickReferralDialog'));

/**
 * The Active Sent Referrals toolbar: 'Send Referral' (the wizard), 'Add Referral' and 'Add Order'
 * (the quick dialogs for a referral entered by hand). A save refetches the lists on the page.
 */
export function QuickReferralButtons({ onSaved }: { onSaved?(referral: ReferralRefDto): void }) {
  const refetchLists = useRefetchReferralLists();
  // null: never opened (nothing loaded yet); the dialog stays mounted after for its exit animation.
  const [kind, setKind] = useState<'referral' | 'order' | null>(null);
  const [open, setOpen] = useState(false);
  const show = (next: 'referral' | 'order') => {
    setKind(next);
    setOpen(true);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', p: 2 }}>
      <Tooltip title={ACTION_HINTS.sendReferral} describeChild>
        <Button variant="contained" startIcon={<Send />} component={Link} to="/referrals/send">
          Send Referral
        </Button>
      </Tooltip>
      <Tooltip title={ACTION_HINTS.addReferral} describeChild>
        <Button variant="outlined" startIcon={<Add />} onClick={() => show('referral')}>
          Add Referral
        </Button>
      </Tooltip>
      <Tooltip title={ACTION_HINTS.addOrder} describeChild>
        <Button variant="outlined" startIcon={<Add />} onClick={() => show('order')}>
          Add Order
        </Button>
      </Tooltip>
      {kind && (
        <Suspense fallback={null}>
          <QuickReferralDialog
            open={open}
            isOrder={kind === 'order'}
            onClose={() => setOpen(false)}
            onSaved={(referral) => {
              refetchLists();
              onSaved?.(referral);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
