import { describe, expect, it } from 'vitest';
import { clientIdOf } from './client-id.js';

describe('clientIdOf', () => {
  it('takes a tab id as the web app makes it and ignores anything else', () => {
    const tab = 'tab-0b6f6c2e-3f7a-4a51-9c1e-2d4f8a9b7c10';
    expect(clientIdOf(tab)).toBe(tab);
    for (const other of [
      undefined,
      42,
      ['tab-12345678'],
      'short',
      'tab 12345678',
      'x'.repeat(65),
    ]) {
      expect(clientIdOf(other)).toBeNull();
    }
  });
});
