import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, readCappedBody } from './read-capped.js';

/** A response streaming `chunks` without announcing its length. */
function streamed(chunks: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk));
      c.close();
    },
  });
  return new Response(body);
}

describe('readCappedBody', () => {
  it('reads a body up to the cap', async () => {
    expect((await readCappedBody(streamed(['abc', 'de']), 5)).toString()).toBe('abcde');
  });

  it('refuses a body that grows past the cap while it arrives', async () => {
    await expect(readCappedBody(streamed(['abc', 'def']), 5)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
  });

  it('refuses an announced length above the cap before reading', async () => {
    const res = new Response('abcdef', { headers: { 'content-length': '6' } });
    await expect(readCappedBody(res, 5)).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});
