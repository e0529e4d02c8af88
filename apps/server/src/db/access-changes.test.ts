import { describe, expect, it } from 'vitest';
import { accessChangeOf, firstCopies } from './client.js';

describe('access change notifications', () => {
  it('reads a user or anyone, with or without the transaction that made the change', () => {
    expect(accessChangeOf('42')).toBe(42);
    expect(accessChangeOf('42:7731')).toBe(42);
    expect(accessChangeOf('*:7731')).toBe('all');
    expect(accessChangeOf('*')).toBe('all');
    expect(accessChangeOf(undefined)).toBe('all');
    expect(accessChangeOf('nonsense')).toBe('all');
  });

  it('acts on the first copy of a notification only, which every listening connection hears', () => {
    const isFirst = firstCopies();
    expect(isFirst('42:7731')).toBe(true);
    expect(isFirst('42:7731')).toBe(false);
    expect(isFirst('42:7732')).toBe(true);
    expect(isFirst('*:7731')).toBe(true);
    // Without a transaction nothing tells copies from changes: each one counts.
    expect(isFirst('42')).toBe(true);
    expect(isFirst('42')).toBe(true);
  });

  it('remembers a bounded number of notifications', () => {
    const isFirst = firstCopies();
    for (let tx = 0; tx <= 1000; tx++) expect(isFirst(`1:${tx}`)).toBe(true);
    // The oldest went first.
    expect(isFirst('1:0')).toBe(true);
    expect(isFirst('1:1000')).toBe(false);
  });
});
