import type { PhotoWidth } from '../../domain/memory/photo-variants.js';

/** A smaller copy of a photo, stored beside it as `{stem}-{width}.{extension}` (see domain/memory/photo-variants). */
export interface PhotoVariant {
  /** The width it is named for; its pixels are never wider (a photo narrower than that gets a copy of itself). */
  readonly width: PhotoWidth;
  readonly bytes: Uint8Array;
  /** Set for an AVIF copy (`{stem}.avif`, `{stem}-{width}.avif`); absent for a copy in the photo's own format. */
  readonly format?: 'avif';
}

export interface ProcessedPhoto {
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** File extension of the encoded bytes, without the dot ("webp"). */
  readonly extension: string;
  /** Every smaller width of `PHOTO_WIDTHS`, in the same format; absent for a photo kept in one width only. */
  readonly variants?: readonly PhotoVariant[];
  /**
   * A tiny copy of the photo (a few pixels wide) as a `data:` URI of a few hundred bytes, kept with the page so the
   * blur behind the photo needs no download; absent when the processor makes none.
   */
  readonly placeholder?: string;
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
   * of metadata and re-encodes it for phones, in every width of `PHOTO_WIDTHS`. Rejects with a `photo.*` DomainError for bad input.
   */
  process(upload: PhotoUpload): Promise<ProcessedPhoto>;
}

/** Makes the AVIF copies of stored photos, off the request path (after a page is paid for). */
export interface AvifEncoder {
  /**
   * Encodes a stored photo (its largest width, as `PhotoProcessor.process` made it) in AVIF at each of `widths` (never
   * enlarged: a width the photo is not wider than gets the photo's own size), in that order, each with `format: 'avif'`.
   */
  encodeAvif(photo: Uint8Array, widths: readonly PhotoWidth[]): Promise<PhotoVariant[]>;
}
