import { createLogger, type Logger } from '../src/lib/logger.js';
import { prettyDestination } from '../src/lib/pretty-log.js';

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

/** The app's logger as development runs it on a terminal (LOG_FORMAT=pretty), without colours. */
export function captureDevelopmentLog(level = 'info') {
  let text = '';
  const terminal = { write: (chunk: string) => void (text += chunk) };
  const logger: Logger = createLogger(level, prettyDestination(terminal, false));
  /** The lines a terminal shows so far. */
  return { logger, lines: () => text.split('\n').filter(Boolean) };
}
