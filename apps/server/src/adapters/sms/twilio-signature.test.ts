import { describe, expect, it } from 'vitest';
import { twilioSignature, verifyTwilioSignature } from './twilio-signature.js';

// The example of Twilio's webhook security documentation.
const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const params = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+12349013030',
  Digits: '1234',
  From: '+12349013030',
  To: '+18005551212',
};

describe('Twilio request signature', () => {
  it('matches the documented example', () => {
    expect(twilioSignature('12345', url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  it('verifies the right signature only', () => {
    const good = twilioSignature('12345', url, params);
    expect(verifyTwilioSignature('12345', good, url, params)).toBe(true);
    expect(verifyTwilioSignature('54321', good, url, params)).toBe(false);
    expect(verifyTwilioSignature('12345', good, url, { ...params, Digits: '9' })).toBe(false);
    expect(verifyTwilioSignature('12345', good, `${url}&x=1`, params)).toBe(false);
    expect(verifyTwilioSignature('12345', '', url, params)).toBe(false);
  });
});
