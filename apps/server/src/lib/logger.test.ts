import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, safeUrl } from './logger.js';

describe('logs', () => {
  it('strip query strings and reset tokens from URLs', () => {
    expect(safeUrl('/password-reset/abc123/?email=a@b.co')).toBe('/password-reset/[redacted]/');
    expect(safeUrl('/account/activate?token=x&email=y')).toBe('/account/activate');
  });

  it('never carry passwords, codes, tokens or cookies', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const log = createLogger('info', sink);
    log.info(
      {
        body: { password: 'hunter2-hunter2', two_factor_code: '123456', token: 'tok' },
        req: { headers: { cookie: 'sid=secret' } },
      },
      'x',
    );
    const out = lines.join('');
    for (const secret of ['hunter2-hunter2', '123456', 'tok"', 'sid=secret']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[redacted]');
  });
});
