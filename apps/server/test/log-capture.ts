import { createLogger, type Logger } from '../src/lib/logger.js';

/** The app's real logger (serializers, redaction) writing its JSON lines to memory. */
export function captureLog(level = 'debug') {
  const lines: string[] = [];
  const logger: Logger = createLogger(level, { write: (line: string) => void lines.push(line) });
  return {
    logger,
    /** Everything logged so far, as written. */
    text: () => lines.join(''),
    /** The parsed lines so far. */
    entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}
