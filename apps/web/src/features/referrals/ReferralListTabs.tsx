import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { hasPermission } from '@app/shared';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { useCurrentUser } from '../auth/SessionProvider';

type ReferralList = 'active' | 'declined';
type Side = 'sent' | 'received';

const LISTS: Record<ReferralList, { title: string; tabs: Record<Side, string>; empty: string }> = {
  active: {
    title: 'Active Referrals',
    tabs: { sent: 'Active Sent Referrals', received: 'Active Received Referrals' },
    empty: 'No active referrals.',
  },
  declined: {
    title: 'Declined Referrals',
    tabs: { sent: 'Declined Sent Referrals', received: 'Declined Received Referrals' },
    empty: 'No declined referrals.',
  },
};

/** Which sides the user works on: sending needs SEND_REFERRAL; receiving, accept or schedule. */
function useVisibleSides(): Side[] {
  const { referral_permissions: perms } = useCurrentUser();
  const sides: Side[] = [];
  if (hasPermission(perms, 'SEND_REFERRAL')) sides.push('sent');
  if (hasPermission(perms, 'ACCEPT_REFERRAL') || hasPermission(perms, 'SCHEDULE_REFERRAL')) {
    sides.push('received');
  }
  return sides;
}

/**
 * Placeholder lists until the referral screens land: tabs by side, each with its empty state.
 * `sentActions` (e.g. Send / Add Referral / Add Order) shows above the sent side's list; that side
 * only exists for users with SEND_REFERRAL.
 */
export function ReferralListTabs({
  list,
  sentActions,
}: {
  list: ReferralList;
  sentActions?: ReactNode;
}) {
  const config = LISTS[list];
  const sides = useVisibleSides();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const side = sides.find((s) => s === requested) ?? sides[0];

  return (
    <>
      <PageHeader title={config.title} />
      <Card>
        {side && (
          <Tabs
            value={side}
            onChange={(_, next: Side) => setParams({ tab: next }, { replace: true })}
            aria-label={config.title}
            variant="scrollable"
            sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 1 } }}
          >
            {sides.map((s) => (
              <Tab
                key={s}
                value={s}
                label={config.tabs[s]}
                id={`tab-${s}`}
                aria-controls={`tabpanel-${s}`}
              />
            ))}
          </Tabs>
        )}
        <div
          role={side ? 'tabpanel' : undefined}
          id={side ? `tabpanel-${side}` : undefined}
          aria-labelledby={side ? `tab-${side}` : undefined}
        >
          {side === 'sent' && sentActions}
          <EmptyState text={config.empty} />
        </div>
      </Card>
    </>
  );
}
