import { describe, expect, it } from 'vitest';
import { twilioStatus } from '../../adapters/sms/twilio-sms.js';
import { statusesBefore } from './sms-status.js';

describe('SMS delivery status', () => {
  it('folds Twilio statuses into ours', () => {
    expect(
      ['accepted', 'queued', 'sending', 'sent', 'delivered', 'read', 'undelivered', 'failed'].map(
        twilioStatus,
      ),
    ).toEqual(['queued', 'queued', 'queued', 'sent', 'delivered', 'delivered', 'failed', 'failed']);
  });

  it('only moves forward', () => {
    expect(statusesBefore('queued')).toEqual([]);
    expect(statusesBefore('sent')).toEqual(['queued']);
    expect(statusesBefore('delivered')).toEqual(['queued', 'sent']);
    expect(statusesBefore('failed')).toEqual(['queued', 'sent']);
  });
});
