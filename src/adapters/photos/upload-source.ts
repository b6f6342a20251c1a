import { open } from 'node:fs/promises';
import type { PhotoUpload } from '../../application/ports/photo-processor.js';

/** Enough leading bytes to tell every accepted format by its signature. */
const SIGNATURE_BYTES = 16;

/** The first bytes of an upload, read from its file when it is staged on disk. */
export async function leadingBytes(upload: PhotoUpload): Promise<Uint8Array> {
  if (upload instanceof Uint8Array) return upload.subarray(0, SIGNATURE_BYTES);
  const file = await open(upload.path, 'r');
  try {
    const head = new Uint8Array(SIGNATURE_BYTES);
    const { bytesRead } = await file.read(head, 0, SIGNATURE_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** What sharp opens: the bytes, or the staged file's path (libvips then reads the file itself, not a copy in memory). */
export function decoderInput(upload: PhotoUpload): Uint8Array | string {
  return upload instanceof Uint8Array ? upload : upload.path;
}
