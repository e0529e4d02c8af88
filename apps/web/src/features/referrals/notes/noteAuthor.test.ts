import { describe, expect, it } from 'vitest';
import { noteAuthor } from './noteAuthor';
import { noteFixture } from './notesTestKit';

describe('noteAuthor', () => {
  it('names a colleague with their clinic, the system, and a public referrer', () => {
    expect(noteAuthor(noteFixture('internal', 'a'))).toBe('Pat Sender (Northside Family Medicine)');
    expect(noteAuthor(noteFixture('system', 'b'))).toBe('System');
    expect(
      noteAuthor(
        noteFixture('external', 'c', {
          user: null,
          clinic: null,
          public_author: 'Dana Reyes (public referrer)',
        }),
      ),
    ).toBe('Dana Reyes (public referrer)');
  });
});
