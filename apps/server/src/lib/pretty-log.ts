import { Writable } from 'node:stream';

/**
 * The development console's log format: pino's JSON lines rewritten as one readable line each,
 * `12:03:04 INFO  message key=value ...`, a request as `GET /path 200 3.1 ms`. An error's stack
 * follows its line, indented. Production and piped output (benchmarks, tests, log shippers) keep
 * pino's JSON, which this never touches: it only reads the lines pino wrote.
 */

const LEVELS: Record<number, { label: string; color: number }> = {
  10: { label: 'TRACE', color: 90 },
  20: { label: 'DEBUG', color: 36 },
  30: { label: 'INFO', color: 32 },
  40: { label: 'WARN', color: 33 },
  50: { label: 'ERROR', color: 31 },
  60: { label: 'FATAL', color: 35 },
};

/** What every line carries and the format shows in its own way, or not at all. */
const OWN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);
/** The one-line-per-request record of http/request-log.ts. */
const REQUEST_FIELDS = ['method', 'url', 'status', 'ms'] as const;

type LogRecord = Record<string, unknown> & { level?: number; time?: number; msg?: string };

const paint = (on: boolean, code: number, text: string) =>
  on ? `\u001b[${code}m${text}\u001b[39m` : text;

const clock = (time: unknown) => {
  const d = typeof time === 'number' ? new Date(time) : new Date();
  return [d.getHours(), d.getMinutes(), d.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
};

/** A field's value as a word: plain when it has no spaces or quotes, JSON otherwise. */
function word(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

const isRequestLine = (r: LogRecord) =>
  r.msg === 'request' && REQUEST_FIELDS.every((field) => field in r);

/** One JSON log line as it reads on a terminal (no trailing newline). */
export function formatLogLine(line: string, colors = false): string {
  let record: LogRecord;
  try {
    record = JSON.parse(line) as LogRecord;
  } catch {
    return line.trimEnd();
  }
  const level = LEVELS[record.level ?? 30] ?? { label: String(record.level), color: 39 };
  const head = `${paint(colors, 90, clock(record.time))} ${paint(colors, level.color, level.label.padEnd(5))}`;
  if (isRequestLine(record)) {
    const { method, url, status, ms } = record;
    return `${head} ${String(method)} ${String(url)} ${String(status)} ${String(ms)} ms`;
  }
  const fields = Object.entries(record)
    .filter(([key, value]) => !OWN_FIELDS.has(key) && value !== undefined)
    .map(([key, value]) => paint(colors, 90, `${key}=`) + word(value));
  const text = [head, record.msg ?? '', ...fields].filter(Boolean).join(' ');
  return text + errorLines(record.err);
}

/** An error's type and message, then its stack, each line indented under the log line. */
function errorLines(err: unknown): string {
  if (!err || typeof err !== 'object') return '';
  const { type, message, stack } = err as { type?: string; message?: string; stack?: string };
  const body = stack ?? `${type ?? 'Error'}: ${message ?? ''}`;
  return `\n${body
    .split('\n')
    .map((l) => `    ${l.trim()}`)
    .join('\n')}`;
}

/**
 * A pino destination that writes each line formatted to `out` (a terminal), synchronously, so
 * the ready line and a crash's last words are on screen in the order they were logged.
 */
export function prettyDestination(
  out: { write(text: string): unknown },
  colors: boolean,
): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const text = String(chunk)
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => formatLogLine(l, colors))
        .join('\n');
      if (text) out.write(`${text}\n`);
      done();
    },
  });
}
