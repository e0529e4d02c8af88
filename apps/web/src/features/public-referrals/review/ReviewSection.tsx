/**
 * The review page's cards and fields: the product's summary building blocks, outlined on the
 * public pages.
 */
import type { ComponentProps } from 'react';
import { SummaryCard, SummaryField, SummaryGrid } from '../../../ui/SummaryItem';

export function ReviewSection(props: Omit<ComponentProps<typeof SummaryCard>, 'variant'>) {
  return <SummaryCard {...props} variant="outlined" />;
}

export const FieldGrid = SummaryGrid;
export const Field = SummaryField;
