/**
 * The System Log lines and in-app notifications of orders (contract issue 7). The spec names the
 * events, not the texts: these are ours, in the style of the lifecycle NOTICES.
 */
export const ORDER_LOG = {
  approvedBy: (provider: string) => `Order approved by ${provider}.`,
  notApprovedBy: (provider: string, reason: string | null) =>
    reason ? `Order not approved by ${provider}: ${reason}` : `Order not approved by ${provider}.`,
  approvedAutomatically: (provider: string) => `Order approved automatically for ${provider}.`,
} as const;

export const ORDER_NOTICES = {
  /** To the sending clinic's senders. */
  approved: (provider: string) => ({
    type: 'order_approved',
    title: 'Order Approved',
    content: `${provider} approved your order.`,
  }),
  /** To the receiving clinic's staff who accept or schedule: the order is theirs to schedule. */
  received: (from: string) => ({
    type: 'order_received',
    title: 'Order Received',
    content: `You have received an approved order from ${from}.`,
  }),
  /** To the sending clinic's senders. */
  notApproved: (provider: string, reason: string | null) => ({
    type: 'order_not_approved',
    title: 'Order Not Approved',
    content: reason
      ? `${provider} did not approve your order: ${reason}`
      : `${provider} did not approve your order.`,
  }),
} as const;
