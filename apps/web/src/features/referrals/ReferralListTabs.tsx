import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { hasPermission } from '@app/shared';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { useCurrentUser } from '../auth/SessionProvider';
import { LIST_PAGES, type ListPageName, type ListSide } from './lists/listPages';
import { ReferralListTable } from './lists/ReferralListTable';

/** What a user without any referral permission sees (the menu does not offer these pages). */
export const NO_LIST_ACCESS =
  'You do not have permission to see referrals. Ask your clinic administrator for access.';

/**
 * Which sides the user works on (spec 2 section 2): sending needs SEND_REFERRAL; receiving,
 * ACCEPT_REFERRAL or SCHEDULE_REFERRAL.
 */
function useSides() {
  const { referral_permissions: perms } = useCurrentUser();
  const canSend = hasPermission(perms, 'SEND_REFERRAL');
  const canReceive =
    hasPermission(perms, 'ACCEPT_REFERRAL') || hasPermission(perms, 'SCHEDULE_REFERRAL');
  const sides: ListSide[] = [];
  if (canSend) sides.push('sent');
  if (canReceive) sides.push('received');
  return { sides, canSend };
}

/**
 * A staff referral list screen: a tab per side the user works on (and the page has), kept in
 * `?tab=`. `sentActions` (Send / Add Referral / Add Order) shows above the sent list.
 */
export function ReferralListTabs({
  list,
  sentActions,
}: {
  list: ListPageName;
  sentActions?: ReactNode;
}) {
  const page = LIST_PAGES[list];
  const { sides: allowed, canSend } = useSides();
  const sides = allowed.filter((s) => page.tabs[s] !== undefined);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const side = sides.find((s) => s === requested) ?? sides[0];
  const tab = side ? page.tabs[side] : undefined;

  return (
    <>
      <PageHeader title={page.title} />
      <Card>
        {side && (
          <Tabs
            value={side}
            onChange={(_, next: ListSide) => setParams({ tab: next }, { replace: true })}
            aria-label={page.title}
            variant="scrollable"
            sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 1 } }}
          >
            {sides.map((s) => (
              <Tab
                key={s}
                value={s}
                label={page.tabs[s]?.label}
                id={`tab-${s}`}
                aria-controls={`tabpanel-${s}`}
              />
            ))}
          </Tabs>
        )}
        {side && tab ? (
          <div role="tabpanel" id={`tabpanel-${side}`} aria-labelledby={`tab-${side}`}>
            {side === 'sent' && sentActions}
            {/* A new tab starts with fresh filters and the first page. */}
            <ReferralListTable key={`${list}-${side}`} tab={tab} side={side} canSend={canSend} />
          </div>
        ) : (
          <EmptyState text={NO_LIST_ACCESS} />
        )}
      </Card>
    </>
  );
}
