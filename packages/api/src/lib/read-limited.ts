import type { Response } from 'undici';
import { FetchError } from './fetch-error.js';

/** A response's body, streamed and cut off past `maxBytes` (a huge page is refused, not buffered). */
export async function readLimited(response: Response, maxBytes: number, url: string) {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new FetchError(`The page at ${url} is larger than ${maxBytes} bytes`, 'too_large');
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FetchError(`The page at ${url} is larger than ${maxBytes} bytes`, 'too_large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
