/** Thrown when a response body is larger than the caller takes. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`response larger than ${maxBytes} bytes`);
  }
}

/**
 * A fetch response's body, refused once more than `max` bytes arrive (or are announced): a
 * provider's document is read into memory, so its size must be bounded before it is.
 */
export async function readCappedBody(res: Response, max: number): Promise<Buffer> {
  if (Number(res.headers.get('content-length') ?? 0) > max) {
    await res.body?.cancel();
    throw new BodyTooLargeError(max);
  }
  const reader = res.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      throw new BodyTooLargeError(max);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
