import type { PhotoVariant, ProcessedPhoto } from '../../application/ports/photo-processor.js';
import type { PhotoWidth } from '../../domain/memory/photo-variants.js';
import type { ErrorDetails } from '../../domain/shared/domain-error.js';

/**
 * Parent → worker, on the worker's stdin: frames of [job id: u32][byte length: u32][the upload's bytes]. The bytes are
 * written as they are, without the copies a serialised message would make of a 4 MB photo.
 */
export const JOB_HEADER_BYTES = 8;

export function jobHeader(id: number, length: number): Buffer {
  const header = Buffer.allocUnsafe(JOB_HEADER_BYTES);
  header.writeUInt32BE(id, 0);
  header.writeUInt32BE(length, 4);
  return header;
}

/** Parent → worker, on the IPC channel: an upload staged in a file, which the worker's decoder reads itself. */
export interface PhotoFileJob {
  readonly id: number;
  readonly path: string;
  readonly byteLength: number;
}

/** Parent → worker, on the IPC channel: a stored photo to encode in AVIF at these widths (a few hundred kilobytes). */
export interface AvifJob {
  readonly id: number;
  readonly avif: { readonly photo: Uint8Array; readonly widths: readonly PhotoWidth[] };
}

/** Why a job failed: a `photo.*` code and its details for the upload's fault, null for anything else. */
export interface PhotoJobFailure {
  readonly code: string | null;
  readonly details: ErrorDetails;
  /** For the server's logs only (the decoder's words); never sent to a client. */
  readonly message: string;
}

/** Worker → parent, on the IPC channel: the answer to one job (the photo is a few hundred kilobytes). */
export type PhotoJobResult =
  | { readonly id: number; readonly photo: ProcessedPhoto }
  | { readonly id: number; readonly avif: readonly PhotoVariant[] }
  | { readonly id: number; readonly failure: PhotoJobFailure };

/** Cuts the worker's stdin back into jobs, whatever the chunks it arrives in. */
export class JobReader {
  private chunks: Buffer[] = [];
  private buffered = 0;

  constructor(private readonly onJob: (id: number, upload: Buffer) => void) {}

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    for (;;) {
      if (this.buffered < JOB_HEADER_BYTES) return;
      const head = this.peek(JOB_HEADER_BYTES);
      const length = head.readUInt32BE(4);
      if (this.buffered < JOB_HEADER_BYTES + length) return;
      const frame = this.take(JOB_HEADER_BYTES + length);
      this.onJob(frame.readUInt32BE(0), frame.subarray(JOB_HEADER_BYTES));
    }
  }

  private peek(bytes: number): Buffer {
    if (this.chunks[0]!.length < bytes) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0]!.subarray(0, bytes);
  }

  private take(bytes: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.buffered);
    this.chunks = all.length > bytes ? [all.subarray(bytes)] : [];
    this.buffered -= bytes;
    return all.subarray(0, bytes);
  }
}
