import { availableParallelism } from 'node:os';
import type { AvifEncoder, PhotoProcessor, PhotoUpload, PhotoVariant, ProcessedPhoto } from '../../application/ports/photo-processor.js';
import { LARGEST_PHOTO_WIDTH, PHOTO_WIDTHS, type PhotoWidth } from '../../domain/memory/photo-variants.js';
import { decodeHeic, loadHeicDecoder } from './heic-decoder.js';
import { sniffImageFormat } from './image-signature.js';
import { PhotoInvalidImageError, PhotoTooLargeError, PhotoTooManyPixelsError } from './photo-errors.js';
import { decoderInput, leadingBytes } from './upload-source.js';
import { concurrencyLimit } from '../shared/concurrency-limit.js';
import { loadSharp, type SharpModule } from '../shared/load-sharp.js';

export interface SharpPhotoProcessorOptions {
  /** Largest upload accepted, in bytes. */
  readonly maxBytes: number;
  /** Largest width × height accepted, checked against the header before any pixel is decoded. */
  readonly maxPixels: number;
  /** Longest edge of the output; smaller images are never enlarged. */
  readonly maxEdge?: number;
  /** WebP quality of the photo itself (its largest width), 1–100. */
  readonly quality?: number;
  /** WebP quality of its smaller widths (480, 720, 1080), 1–100: what phones download. */
  readonly variantQuality?: number;
}

/** Measured on 12 MP JPEGs: about half the time of the default effort (4) for files about 4% larger. */
const WEBP_EFFORT = 2;
/**
 * The smaller widths' quality: the 720 px copy that a 412 px phone at DPR 1.75 and every phone from DPR 2.5 download is
 * at most 87 KB at 60, 97 KB at 70 (about 100 KB: too close) and 102 KB at 75 on Debian's lomiri-wallpapers
 * photographs, the largest case; 65 keeps every one of them under 100 KB (`npm run bench`, section photobytes).
 */
const VARIANT_QUALITY = 65;
/**
 * The blurred background's placeholder: a few pixels wide, carried inside the page's JSON and HTML (about 100–250
 * bytes as a data URI), so no second photo is downloaded to be blurred behind the first.
 */
const PLACEHOLDER_WIDTH = 16;
const PLACEHOLDER_QUALITY = 40;
/**
 * Photos decoded at once: each holds its decoded pixels (about 6 MB at 1600 px) until all its widths are encoded, and
 * libvips uses every core for one photo anyway; without a bound, thirty orders at once held ninety photos' pixels.
 */
const PHOTOS_AT_ONCE = availableParallelism();
/**
 * AVIF copies (made after the page is paid for, off the request path): quality 40 at effort 2 let a DPR 3 phone have
 * the 1080 px file at a median of 36 KB and at most 69 KiB on Debian's photographs (WebP at 65: 57 and 180), at
 * 0.3–1.7 s per 1080 px file; a higher effort costs several times that for a few per cent.
 */
const AVIF_QUALITY = 40;
const AVIF_EFFORT = 2;
/** The widths written beside the photo itself. */
const VARIANT_WIDTHS = PHOTO_WIDTHS.filter((width) => width !== LARGEST_PHOTO_WIDTH);

/**
 * Accepts JPEG, PNG, WebP, GIF (first frame), AVIF and HEIC/HEIF, judged by what the decoder reads, and turns them into an
 * upright WebP whose long edge is at most `maxEdge`, in sRGB, without EXIF (location included), ICC or XMP.
 */
export class SharpPhotoProcessor implements PhotoProcessor, AvifEncoder {
  private readonly maxBytes: number;
  private readonly maxPixels: number;
  private readonly maxEdge: number;
  private readonly quality: number;
  private readonly variantQuality: number;
  private readonly oneOfFew = concurrencyLimit(PHOTOS_AT_ONCE);

  constructor({ maxBytes, maxPixels, maxEdge = LARGEST_PHOTO_WIDTH, quality = 80, variantQuality = VARIANT_QUALITY }: SharpPhotoProcessorOptions) {
    for (const [name, value] of Object.entries({ maxBytes, maxPixels, maxEdge, quality, variantQuality })) {
      if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`SharpPhotoProcessor: ${name} must be a positive integer`);
    }
    if (quality > 100 || variantQuality > 100) throw new RangeError('SharpPhotoProcessor: quality must be at most 100');
    this.maxBytes = maxBytes;
    this.maxPixels = maxPixels;
    this.maxEdge = maxEdge;
    this.quality = quality;
    this.variantQuality = variantQuality;
  }

  async process(upload: PhotoUpload): Promise<ProcessedPhoto> {
    if (upload.byteLength > this.maxBytes) throw new PhotoTooLargeError(this.maxBytes);
    const announced = sniffImageFormat(await leadingBytes(upload));
    if (!announced) throw new PhotoInvalidImageError();
    // Outside `decoding`: a library that cannot load is the server's failure, not the upload's.
    const sharp = await loadSharp();

    // One instance: metadata() reads only the header, then the same input feeds the pipeline. `pages: 1` keeps the
    // first frame of an animation; `failOn: 'warning'` rejects truncated or damaged pixel data instead of padding it.
    const image = sharp(decoderInput(upload), { limitInputPixels: this.maxPixels, failOn: 'warning', pages: 1 });
    const metadata = await this.decoding(image.metadata());
    if (metadata.format !== announced) throw new PhotoInvalidImageError(`decoded as ${metadata.format}`);
    if (metadata.format === 'heif' && metadata.compression === 'hevc') return this.processHeic(sharp, upload);
    if (metadata.format === 'heif' && metadata.compression !== 'av1') throw new PhotoInvalidImageError(`heif with ${metadata.compression}`);

    return this.oneOfFew(() => this.encodeWidths(sharp, image));
  }

  /** An iPhone's HEIC: decoded upright by libheif, then the same widths from its pixels as any other photo's. */
  private async processHeic(sharp: SharpModule, upload: PhotoUpload): Promise<ProcessedPhoto> {
    const decode = await loadHeicDecoder();
    return this.oneOfFew(async () => {
      const { pixels, width, height } = await this.decoding(decodeHeic(decode, upload, this.maxPixels));
      // Opaque like an iPhone photo: the RGBA's alpha would only make every WebP carry a channel of 255s.
      const image = sharp(pixels, { raw: { width, height, channels: 4 } }).flatten({ background: '#ffffff' });
      return this.encodeWidths(sharp, image);
    });
  }

  /**
   * Decoded, oriented and scaled once; the photo and its smaller widths are all encoded from these pixels. Nothing asks
   * sharp to keep metadata, so it converts to sRGB and writes no EXIF, ICC or XMP.
   */
  private async encodeWidths(sharp: SharpModule, image: ReturnType<SharpModule>): Promise<ProcessedPhoto> {
    const { data: pixels, info } = await this.decoding(
      image
        .autoOrient()
        .resize({ width: this.maxEdge, height: this.maxEdge, fit: 'inside', withoutEnlargement: true })
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true }),
    );
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const encode = (width: number, quality: number) => {
      const input = sharp(pixels, { raw });
      return (width < info.width ? input.resize({ width }) : input).webp({ quality, effort: WEBP_EFFORT }).toBuffer();
    };
    const narrower = VARIANT_WIDTHS.filter((width) => width < info.width);
    const placeholder = sharp(pixels, { raw })
      .resize({ width: Math.min(PLACEHOLDER_WIDTH, info.width) })
      .webp({ quality: PLACEHOLDER_QUALITY, effort: WEBP_EFFORT })
      .toBuffer();
    const [tiny, bytes, ...smaller] = await this.decoding(
      Promise.all([placeholder, encode(info.width, this.quality), ...narrower.map((width) => encode(width, this.variantQuality))]),
    );
    return {
      bytes,
      width: info.width,
      height: info.height,
      extension: 'webp',
      variants: variantsOf(bytes, narrower, smaller),
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    };
  }

  async encodeAvif(photo: Uint8Array, widths: readonly PhotoWidth[]): Promise<PhotoVariant[]> {
    const sharp = await loadSharp();
    return this.oneOfFew(async () => {
      const { data: pixels, info } = await sharp(photo, { limitInputPixels: this.maxPixels, failOn: 'warning' })
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      const encoded = await Promise.all(
        widths.map((width) => {
          const input = sharp(pixels, { raw });
          return (width < info.width ? input.resize({ width }) : input).avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT }).toBuffer();
        }),
      );
      return widths.map((width, i) => ({ width, bytes: encoded[i]!, format: 'avif' as const }));
    });
  }

  /** Every failure of the decoders on an upload is the upload's fault: it is corrupt, unsupported or too big to open. */
  private async decoding<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (error instanceof PhotoTooManyPixelsError) throw error;
      if (error instanceof Error && /exceeds pixel limit/i.test(error.message)) throw new PhotoTooManyPixelsError(this.maxPixels);
      throw new PhotoInvalidImageError(error);
    }
  }
}

/**
 * Every smaller width, in `PHOTO_WIDTHS` order: those the photo is wider than from their own encoding, the others as a
 * copy of the photo itself (never enlarged), so every URL of a srcset names a file.
 */
function variantsOf(photo: Uint8Array, narrower: readonly PhotoWidth[], encoded: readonly Uint8Array[]): PhotoVariant[] {
  return VARIANT_WIDTHS.map((width) => {
    const at = narrower.indexOf(width);
    return { width, bytes: at >= 0 ? encoded[at]! : photo };
  });
}
