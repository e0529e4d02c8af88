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

/** A PostgreSQL error as the drivers (pg, PGlite) raise it: an SQLSTATE code and where it hit. */
interface DriverError {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The database error in an error's cause chain (drizzle wraps the driver's), if any. */
export function driverErrorOf(err: unknown): DriverError | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return e as DriverError;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

const isDatabaseError = (err: unknown) =>
  driverErrorOf(err) !== null || (err instanceof Error && 'params' in err && 'query' in err);

/**
 * Logs an error. A database error is logged by its SQLSTATE, constraint, table and column only: its
 * message, `params`, `detail` and `where` hold the statement's bound values (names, birth dates,
 * the SSN's ciphertext), which must never reach a log.
 */
function serializeError(err: unknown): object {
  if (!isDatabaseError(err)) return pino.stdSerializers.err(err as Error);
  const driver = driverErrorOf(err);
  return {
    type: 'DatabaseError',
    message: `database error ${driver?.code ?? 'unknown'}`,
    // Not `code`: that key is redacted everywhere (sign-in codes).
    sqlstate: driver?.code,
    constraint: driver?.constraint,
    table: driver?.table,
    column: driver?.column,
  };
}

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
      err: serializeError,
      req: (req: { method?: string; url?: string; id?: string }) => ({
        method: req.method,
        url: safeUrl(req.url ?? ''),
        id: req.id,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
