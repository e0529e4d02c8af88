/** A run that passed its time limit; `what` names the kind of work (a queue, 'ocr page'), never its data. */
export class TimeLimitError extends Error {
  override readonly name = 'TimeLimitError';
  constructor(
    readonly what: string,
    readonly ms: number,
  ) {
    super(`${what} took longer than ${ms} ms`);
  }
}

/**
 * Runs `run` with a signal that aborts once `ms` have passed (with a TimeLimitError) or when
 * `parent` aborts. Answers the run's outcome, or rejects with the abort reason as soon as the
 * signal aborts, whether or not the run heeds it: a run that never settles cannot hold its caller.
 */
export async function withTimeLimit<T>(
  run: (signal: AbortSignal) => Promise<T>,
  ms: number,
  what: string,
  parent?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  const onParentAbort = () => controller.abort(parent?.reason);
  if (parent?.aborted) onParentAbort();
  else parent?.addEventListener('abort', onParentAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new TimeLimitError(what, ms)), ms);
  try {
    return await Promise.race([run(controller.signal), aborted(controller.signal)]);
  } finally {
    clearTimeout(timer);
    parent?.removeEventListener('abort', onParentAbort);
  }
}

/** Rejects with the signal's reason once it aborts (never settles otherwise). */
export function aborted(signal: AbortSignal): Promise<never> {
  return new Promise<never>((_, reject) => {
    const fail = () => reject(signal.reason instanceof Error ? signal.reason : new AbortError());
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

class AbortError extends Error {
  override readonly name = 'AbortError';
  constructor() {
    super('aborted');
  }
}
