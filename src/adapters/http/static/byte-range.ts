import type { Readable } from 'node:stream';

/**
 * The one byte range a `Range: bytes=…` header asks of a file of `size` bytes, as inclusive offsets; null when it asks
 * none this server answers (absent, several ranges, another unit), 'unsatisfiable' past the end.
 */
export function requestedRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : { start, end };
}

/** Reads a small file's stream whole (a voice message: a megabyte or so), refusing one past `maxBytes`. */
export async function readWhole(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += (chunk as Buffer).length;
    if (length > maxBytes) {
      stream.destroy();
      throw new Error(`a ranged file past ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
