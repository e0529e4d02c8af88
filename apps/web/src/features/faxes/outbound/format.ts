export { formatCentralDateTime } from '@app/shared';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** A cost per unit as US dollars ('$0.07'); '' when the provider reported none. */
export function formatCurrency(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : usd.format(amount);
}

/** The status chip of an outbound fax ('queued', 'sending', 'success', 'failure'). */
export function outboundFaxChip(status: string): {
  label: string;
  color: 'default' | 'info' | 'success' | 'error';
} {
  const label = status ? status[0]!.toUpperCase() + status.slice(1).replace(/_/g, ' ') : '';
  switch (status) {
    case 'sending':
      return { label, color: 'info' };
    case 'success':
      return { label, color: 'success' };
    case 'failure':
      return { label, color: 'error' };
    default:
      return { label, color: 'default' };
  }
}
