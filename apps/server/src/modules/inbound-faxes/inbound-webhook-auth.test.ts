import { describe, expect, it } from 'vitest';
import { signBody, webhookAuthentic } from './inbound-webhook-auth.js';

const SECRET = 'fax-webhook-secret-0123456789';
const body = Buffer.from('{"body":{"id":"1"}}');

describe('webhookAuthentic', () => {
  it('takes the HMAC of the raw body under the secret', () => {
    expect(webhookAuthentic(SECRET, { signature: signBody(SECRET, body) }, body)).toBe(true);
    expect(
      webhookAuthentic(SECRET, { signature: signBody(SECRET, body).toUpperCase() }, body),
    ).toBe(true);
  });

  it('refuses a signature of other bytes, under another secret, or malformed', () => {
    const other = Buffer.from('{"body":{"id":"2"}}');
    expect(webhookAuthentic(SECRET, { signature: signBody(SECRET, other) }, body)).toBe(false);
    expect(webhookAuthentic(SECRET, { signature: signBody('other', body) }, body)).toBe(false);
    expect(webhookAuthentic(SECRET, { signature: 'sha256=' }, body)).toBe(false);
    expect(webhookAuthentic(SECRET, { signature: ['a', 'b'] }, body)).toBe(false);
  });

  it('takes the verification token equal to the secret, and nothing when none is configured', () => {
    expect(webhookAuthentic(SECRET, { verificationToken: SECRET }, body)).toBe(true);
    expect(webhookAuthentic(SECRET, { verificationToken: `${SECRET}x` }, body)).toBe(false);
    expect(webhookAuthentic(SECRET, {}, body)).toBe(false);
    expect(webhookAuthentic(undefined, { verificationToken: '' }, body)).toBe(false);
    expect(webhookAuthentic(undefined, { signature: signBody('', body) }, body)).toBe(false);
  });

  it('does not fall back to the token when a wrong signature is given', () => {
    const given = { signature: signBody('other', body), verificationToken: SECRET };
    expect(webhookAuthentic(SECRET, given, body)).toBe(false);
  });
});
