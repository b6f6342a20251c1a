export interface ProcessedPhoto {
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** File extension of the encoded bytes, without the dot ("webp"). */
  readonly extension: string;
}

/**
 * An upload waiting in a temporary file: the HTTP layer streams photos to disk instead of holding them in memory, and
 * removes the file once its request is answered.
 */
export interface StagedUpload {
  readonly path: string;
  readonly byteLength: number;
}

/** An upload as received: a temporary file, or bytes already in memory (support tools, tests). */
export type PhotoUpload = StagedUpload | Uint8Array;

export interface PhotoProcessor {
  /**
   * Decodes an upload, checks it is a real image within the size and pixel limits, orients it, strips every piece
   * of metadata and re-encodes it for phones. Rejects with a `photo.*` DomainError for bad input.
   */
  process(upload: PhotoUpload): Promise<ProcessedPhoto>;
}
