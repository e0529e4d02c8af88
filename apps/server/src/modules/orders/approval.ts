import { isOrderApprovalShown, providerDisplayName } from '@app/shared';
import type { ReferralRow } from '../referrals/referral-access.js';
import type { OrdersRepo } from './orders.repo.js';

/** Where a signature image is served (REST, member session; see orders.routes.ts). */
export const signatureUrl = (id: number) => `/api/provider-signatures/${id}`;

/**
 * The approval an order shows once it is past draft and pending approval (spec 2 detail view):
 * the name of the provider whose signature approved it and that signature's URL. Null for
 * anything else, and for orders approved before signatures existed.
 */
export async function approvalOf(
  orders: OrdersRepo,
  r: Pick<ReferralRow, 'isOrder' | 'status' | 'approverSignatureId'>,
): Promise<{ name: string; signatureUrl: string } | null> {
  if (
    r.approverSignatureId === null ||
    !isOrderApprovalShown({ is_order: r.isOrder, status: r.status })
  )
    return null;
  const p = await orders.signerOf(r.approverSignatureId);
  if (!p) return null;
  return {
    name: providerDisplayName({
      title: p.title,
      firstname: p.firstname,
      lastname: p.lastname,
      is_default: p.isDefault,
    }),
    signatureUrl: signatureUrl(r.approverSignatureId),
  };
}
