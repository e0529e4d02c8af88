/**
 * A value the seed computes from fixed inputs (the demo faxes' PDFs, Dr. Chen's signature): made
 * the first time it is asked for and kept for the process, so a process that seeds more than once
 * (the test run's two templates, the seed benchmark) pays for it once. A failure is not kept.
 */
export function oncePerProcess<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () =>
    (made ??= make().catch((e: unknown) => {
      made = undefined;
      throw e;
    }));
}
