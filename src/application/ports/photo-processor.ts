export interface ProcessedPhoto {
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** File extension of the encoded bytes, without the dot ("webp"). */
  readonly extension: string;
}

export interface PhotoProcessor {
  /**
   * Decodes an upload, checks it is a real image within the size and pixel limits, orients it, strips every piece
   * of metadata and re-encodes it for phones. Rejects with a `photo.*` DomainError for bad input.
   */
  process(upload: Uint8Array): Promise<ProcessedPhoto>;
}
