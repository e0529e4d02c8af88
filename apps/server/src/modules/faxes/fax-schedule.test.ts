import { describe, expect, it } from 'vitest';
import { faxRecipient, MAX_POLL_MS, pagesText, pollDelayMs } from './fax-schedule.js';

describe('fax polling schedule', () => {
  it('starts at 15 s, doubles and stays at 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(pollDelayMs)).toEqual([
      15_000,
      30_000,
      60_000,
      120_000,
      240_000,
      MAX_POLL_MS,
      MAX_POLL_MS,
      MAX_POLL_MS,
    ]);
  });
});

describe('fax recipient', () => {
  it.each([
    ['630-555-0401', '0016305550401'],
    ['(630) 555 0401', '0016305550401'],
    ['+1 630 555 0401', '0016305550401'],
    ['555-0401', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (fax, expected) => {
    expect(faxRecipient(fax)).toBe(expected);
  });

  it('counts pages in words', () => {
    expect([pagesText(1), pagesText(3)]).toEqual(['1 page', '3 pages']);
  });
});
