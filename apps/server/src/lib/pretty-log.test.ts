import { describe, expect, it } from 'vitest';
import { captureDevelopmentLog } from '../../test/log-capture.js';
import { formatLogLine } from './pretty-log.js';

const NOON = Date.UTC(2026, 10, 29, 12, 3, 4);

describe('development log format', () => {
  it('keeps a record on one line with its fields, and the text scripts wait for', () => {
    const { logger: log, lines } = captureDevelopmentLog();
    log.info(
      { url: 'http://localhost:3000', database: 'pglite', startupMs: 1200 },
      'ReferralHub is ready at http://localhost:3000',
    );
    expect(lines()).toEqual([
      expect.stringMatching(
        /^\d\d:\d\d:\d\d INFO {2}ReferralHub is ready at http:\/\/localhost:3000 url=http:\/\/localhost:3000 database=pglite startupMs=1200$/,
      ),
    ]);
  });

  it('still redacts what the JSON logs redact', () => {
    const { logger: log, lines } = captureDevelopmentLog();
    log.warn({ body: { password: 'hunter2-hunter2', two_factor_code: '123456' } }, 'refused');
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).not.toMatch(/hunter2|123456/);
    expect(lines()[0]).toContain('[redacted]');
  });

  it("puts an error's stack under its line, indented", () => {
    const { logger: log, lines } = captureDevelopmentLog();
    log.error({ err: new Error('disk full') }, 'request failed');
    const [first, ...stack] = lines();
    expect(first).toMatch(/ERROR request failed$/);
    expect(stack[0]).toBe('    Error: disk full');
    expect(stack.length).toBeGreaterThan(1);
    expect(stack.every((l) => l.startsWith('    '))).toBe(true);
  });

  it('quotes values with spaces, colours the level on a terminal and passes other text through', () => {
    const line = JSON.stringify({
      level: 40,
      time: NOON,
      msg: 'slow',
      subject: 'Referral Received',
    });
    expect(formatLogLine(line)).toMatch(
      /^\d\d:\d\d:\d\d WARN {2}slow subject="Referral Received"$/,
    );
    expect(formatLogLine(line, true)).toContain('\u001b[33mWARN ');
    expect(formatLogLine('not json\n')).toBe('not json');
  });
});
