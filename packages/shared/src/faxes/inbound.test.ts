import { describe, expect, it } from 'vitest';
import { inboundFaxChip } from './inbound.js';

describe('received fax status chip', () => {
  it('shows processed and reviewed in the primary colour, reviewed as the complete one', () => {
    expect(inboundFaxChip('processed')).toEqual({
      label: 'Processed',
      color: 'primary',
      complete: false,
    });
    expect(inboundFaxChip('reviewed')).toEqual({
      label: 'Reviewed',
      color: 'primary',
      complete: true,
    });
    expect(inboundFaxChip('new').complete).toBe(false);
    expect(inboundFaxChip('processing').color).toBe('warning');
  });
});
