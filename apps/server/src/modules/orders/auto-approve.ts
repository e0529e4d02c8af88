import { ORDER_MSG } from '@app/shared';
import type { ActionContext } from '../../action-context.js';
import { AppError } from '../../lib/app-error.js';
import { ORDER_LOG } from './order-notices.js';
import { nameOf, writeDecision } from './decide-order.js';
import type { ProviderRow } from './orders.repo.js';

/**
 * update_auto_approved: 'Automatically approve all pending orders' (spec 3 section 2.5). Turning
 * it on approves the provider's pending orders now, each through the status writer with the
 * current signature, as the words say (issue 17 item 11; the web confirms how many first), and
 * the orders that arrive later as they arrive (approveOnArrival). One transaction: the setting
 * and the approvals stand or fall together. Refused without a signature.
 */
export async function setAutoApproved(
  ctx: Pick<ActionContext, 'data' | 'deps' | 'now'>,
  provider: ProviderRow,
  on: boolean,
): Promise<ProviderRow> {
  const orders = ctx.data.orders;
  const signature = await orders.currentSignature(provider.id);
  if (on && !signature) throw AppError.validation(ORDER_MSG.signatureRequired);
  return orders.transaction(async (tx, afterCommit) => {
    const row = await tx.setAutoApproved(provider.id, on, ctx.now);
    if (!on || !signature) return row;
    const log = ORDER_LOG.approvedAutomatically(nameOf(provider));
    for (const pending of await tx.pendingOrders()) {
      const r = await tx.orderFor(pending.uuid);
      if (!r) continue;
      await writeDecision(tx, { events: ctx.deps.events, now: ctx.now }, afterCommit, {
        r,
        event: 'approve_order',
        provider,
        signature,
        actorUserId: orders.actor.userId,
        log,
      });
    }
    return row;
  });
}
