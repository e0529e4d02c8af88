/**
 * A dependency loaded on first use and kept. pdf-lib, pdf.js, tesseract.js and the password
 * dictionaries each cost a noticeable share of a CPU second to load, for features that most
 * requests (and every start with an existing database) never touch.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
