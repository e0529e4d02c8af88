import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * Paths that may hold secrets or patient data. Logs carry ids and outcomes, never passwords,
 * codes, tokens, cookies or PHI.
 */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_confirmation',
  '*.two_factor_code',
  '*.token',
  '*.code',
  '*.ssn',
  '*.html',
  '*.text',
];

/** Strips query strings and path tokens (reset links) from logged URLs. */
export function safeUrl(url: string): string {
  const [pathOnly = ''] = url.split('?');
  return pathOnly.replace(/^\/password-reset\/[^/]+/, '/password-reset/[redacted]');
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      req: (req: { method?: string; url?: string; id?: string }) => ({
        method: req.method,
        url: safeUrl(req.url ?? ''),
        id: req.id,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
