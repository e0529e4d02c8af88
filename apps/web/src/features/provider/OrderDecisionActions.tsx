import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isRole, ORDER_MSG } from '@app/shared';
import { useCurrentUser } from '../auth/SessionProvider';
import { DecisionButtons } from './DecisionButtons';
import { PENDING_ORDERS, USER_PROVIDER, type OrderRef } from './graphql';
import { useOrderDecisions } from './useOrderDecisions';

interface OrderDecisionActionsProps {
  order: OrderRef & { status: string };
  /** Reads the order again once the decision is answered. */
  onDecided: () => Promise<unknown>;
}

/**
 * Approve and Decline on an order's detail view (issue 20), for the provider it waits for: the
 * pending table opens this page, so the provider decides after reading the order. Shown only for
 * an order among the provider's pending orders; the same Undo and confirmation as the table.
 */
export function OrderDecisionActions({ order, onDecided }: OrderDecisionActionsProps) {
  const user = useCurrentUser();
  const waiting = isRole(user.role?.name, 'provider') && order.status === 'pending_approval';
  const pending = useQuery(PENDING_ORDERS, { skip: !waiting, fetchPolicy: 'cache-and-network' });
  const provider = useQuery(USER_PROVIDER, { skip: !waiting });
  const decisions = useOrderDecisions(onDecided);

  const mine = pending.data?.pending_orders.some((o) => o.uuid === order.uuid) ?? false;
  const signature = provider.data?.user_provider?.signature ?? null;
  const offered = waiting && mine && !decisions.hidden.has(order.uuid);
  return (
    <>
      {offered && (
        <Box role="group" aria-label="Order decision" sx={{ display: 'grid', gap: 1, mb: 1 }}>
          <DecisionButtons order={order} decisions={decisions} disabled={signature === null} />
          {provider.data && signature === null && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {ORDER_MSG.signatureRequired}
            </Typography>
          )}
        </Box>
      )}
      {decisions.dialog}
    </>
  );
}
