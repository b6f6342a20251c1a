import sharp from 'sharp';
import { loadConfig } from '../config/config.js';
import { SharpPhotoProcessor } from '../src/adapters/photos/sharp-photo-processor.js';
import type { ProcessedPhoto } from '../src/application/ports/photo-processor.js';
import { CAROUSEL_PHOTO_SIZES, LARGEST_PHOTO_WIDTH, PHOTO_WIDTHS, type PhotoWidth } from '../src/domain/memory/photo-variants.js';
import { makeCameraLikePhoto } from './support/camera-photo.js';
import { progress } from './support/progress.js';
import { median } from './support/stats.js';
import type { TestPhoto } from './support/test-photos.js';

export interface PhotoBytesOptions {
  /** The bench's three 12 MP photos (smooth gradients under noise). */
  readonly photos: readonly TestPhoto[];
  /** Encodings timed per format and width, for the median. */
  readonly rounds: number;
}

/** What one screen downloads for one photo. */
export interface ScreenDownload {
  readonly label: string;
  readonly viewportWidth: number;
  readonly dpr: number;
  /** The carousel's width on that screen by CAROUSEL_PHOTO_SIZES, in CSS pixels. */
  readonly slotPx: number;
  /** The width file a browser picks: the smallest at least as dense as the screen (Firefox, Safari, the spec's hint). */
  readonly width: PhotoWidth;
  /** Chromium's pick: the smaller width when the screen's DPR is under the geometric mean of the two densities. */
  readonly chromiumWidth: PhotoWidth;
  /** Bytes of the photo's file at `width`, and of its placeholder (the blur, carried in the page's JSON and HTML). */
  readonly photoBytes: number;
  readonly placeholderBytes: number;
}

export interface PhotoBytesInput {
  readonly name: string;
  readonly jpegBytes: number;
  /** Bytes of each width the pipeline wrote. */
  readonly widths: Readonly<Record<PhotoWidth, number>>;
  readonly screens: readonly ScreenDownload[];
}

export interface FormatFigures {
  readonly format: 'webp' | 'avif';
  readonly quality: number;
  readonly effort: number;
  readonly width: PhotoWidth;
  readonly bytes: number;
  readonly medianMs: number;
}

export interface PhotoBytesFigures {
  readonly sizes: string;
  readonly inputs: readonly PhotoBytesInput[];
  /** The camera-like photo, encoded from the same decoded, oriented and scaled pixels as the pipeline. */
  readonly formats: readonly FormatFigures[];
}

/** The phones that buy, Lighthouse's first (its mobile audit: 412 px at DPR 1.75), then a laptop. */
export const SCREENS = [
  { label: "Lighthouse's phone, 412 px at DPR 1.75", viewportWidth: 412, dpr: 1.75 },
  { label: '390 px phone, DPR 3', viewportWidth: 390, dpr: 3 },
  { label: '390 px phone, DPR 2', viewportWidth: 390, dpr: 2 },
  { label: '1280 px laptop, DPR 1', viewportWidth: 1280, dpr: 1 },
] as const;

/**
 * The bytes of the photo a phone downloads: a 12 MP original through the product's own pipeline (SharpPhotoProcessor as
 * the container builds it), then the file the carousel's srcset and sizes make each screen pick. Also WebP against
 * AVIF on the same pixels, bytes and encoding time, to tell whether AVIF would pay off.
 */
export async function benchPhotoBytes(options: PhotoBytesOptions): Promise<PhotoBytesFigures> {
  const config = loadConfig({});
  const processor = new SharpPhotoProcessor({ maxBytes: config.photoMaxBytes, maxPixels: config.photoMaxPixels });
  progress('photobytes: generating a camera-like 12 MP photo (detail at every scale)');
  const camera = await makeCameraLikePhoto();
  const originals = [
    { name: 'camera-like 4000×3000', bytes: camera },
    ...options.photos.map((p) => ({ name: `${p.name} (gradient + noise)`, bytes: p.bytes })),
  ];

  const inputs: PhotoBytesInput[] = [];
  for (const original of originals) {
    progress(`photobytes: ${original.name} through the pipeline`);
    const processed = await processor.process(Buffer.from(original.bytes));
    inputs.push(downloadsOf(original.name, original.bytes.byteLength, processed));
  }
  return { sizes: CAROUSEL_PHOTO_SIZES, inputs, formats: await compareFormats(camera, options.rounds) };
}

function downloadsOf(name: string, jpegBytes: number, photo: ProcessedPhoto): PhotoBytesInput {
  const widths = Object.fromEntries(PHOTO_WIDTHS.map((width) => [width, bytesAt(photo, width)])) as Record<PhotoWidth, number>;
  const screens = SCREENS.map((screen) => {
    const slotPx = slotWidth(screen.viewportWidth, screen.dpr);
    const width = pickWidth(slotPx, screen.dpr, false);
    return {
      ...screen,
      slotPx,
      width,
      chromiumWidth: pickWidth(slotPx, screen.dpr, true),
      photoBytes: widths[width],
      placeholderBytes: photo.placeholder?.length ?? 0,
    };
  });
  return { name, jpegBytes, widths, screens };
}

function bytesAt(photo: ProcessedPhoto, width: PhotoWidth): number {
  if (width === LARGEST_PHOTO_WIDTH) return photo.bytes.byteLength;
  const variant = photo.variants?.find((v) => v.width === width);
  if (!variant) throw new Error(`photobytes: the pipeline wrote no ${width} px width`);
  return variant.bytes.byteLength;
}

/** CAROUSEL_PHOTO_SIZES evaluated for a screen: its first matching condition's length, in CSS pixels. */
export function slotWidth(viewportWidth: number, dpr: number, sizes: string = CAROUSEL_PHOTO_SIZES): number {
  for (const entry of sizes.split(/,(?![^(]*\))/).map((part) => part.trim())) {
    const conditioned = /^((?:\([^)]*\)\s*(?:and\s*)?)+)\s+(\S.*)$/.exec(entry);
    if (conditioned) {
      const conditions = [...conditioned[1]!.matchAll(/\(([^)]*)\)/g)].map((match) => match[1]!);
      if (conditions.every((condition) => holds(condition, viewportWidth, dpr))) return lengthPx(conditioned[2]!, viewportWidth);
      continue;
    }
    return lengthPx(entry, viewportWidth);
  }
  throw new Error(`photobytes: sizes without a default: ${sizes}`);
}

function holds(condition: string, viewportWidth: number, dpr: number): boolean {
  const width = /^(min|max)-width:\s*(\d+)px$/.exec(condition);
  if (width) return width[1] === 'min' ? viewportWidth >= Number(width[2]) : viewportWidth <= Number(width[2]);
  const resolution = /^min-resolution:\s*([\d.]+)dppx$/.exec(condition);
  if (resolution) return dpr >= Number(resolution[1]);
  throw new Error(`photobytes: a sizes condition this bench cannot read: ${condition}`);
}

function lengthPx(length: string, viewportWidth: number): number {
  const px = /^(\d+)px$/.exec(length);
  if (px) return Number(px[1]);
  const vw = /^(\d+)vw$/.exec(length);
  if (vw) return (Number(vw[1]) * viewportWidth) / 100;
  const calc = /^calc\((\d+)vw\s*-\s*(\d+)px\)$/.exec(length);
  if (calc) return (Number(calc[1]) * viewportWidth) / 100 - Number(calc[2]);
  const divided = /^calc\(\((\d+)vw\s*-\s*(\d+)px\)\s*\/\s*([\d.]+)\)$/.exec(length);
  if (divided) return ((Number(divided[1]) * viewportWidth) / 100 - Number(divided[2])) / Number(divided[3]);
  throw new Error(`photobytes: a sizes length this bench cannot read: ${length}`);
}

/** The srcset candidate a browser picks for a slot of `slotPx` CSS pixels on a screen of `dpr`. */
export function pickWidth(slotPx: number, dpr: number, chromium: boolean): PhotoWidth {
  const densities = PHOTO_WIDTHS.map((width) => width / slotPx);
  const at = densities.findIndex((density) => density >= dpr);
  if (at < 0) return LARGEST_PHOTO_WIDTH;
  // Chromium (HTMLSrcsetParser): the lower candidate when the DPR is at most the geometric mean of the two densities.
  if (chromium && at > 0 && dpr <= Math.sqrt(densities[at - 1]! * densities[at]!)) return PHOTO_WIDTHS[at - 1]!;
  return PHOTO_WIDTHS[at]!;
}

/** WebP at the pipeline's qualities (65 for the smaller widths, 80 for the photo itself), and AVIF candidates. */
const FORMATS = [
  { format: 'webp', quality: 65, effort: 2 },
  { format: 'webp', quality: 80, effort: 2 },
  { format: 'avif', quality: 45, effort: 2 },
  { format: 'avif', quality: 50, effort: 2 },
  { format: 'avif', quality: 50, effort: 4 },
] as const;

async function compareFormats(original: Buffer, rounds: number): Promise<FormatFigures[]> {
  const { data, info } = await sharp(original)
    .autoOrient()
    .resize({ width: LARGEST_PHOTO_WIDTH, height: LARGEST_PHOTO_WIDTH, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const figures: FormatFigures[] = [];
  for (const width of [720, 1080] as const) {
    for (const spec of FORMATS) {
      progress(`photobytes: ${spec.format} q${spec.quality} effort ${spec.effort} at ${width} px, ${rounds} rounds`);
      const timings: number[] = [];
      let bytes = 0;
      for (let round = 0; round < rounds; round++) {
        const image = sharp(data, { raw });
        const resized = width < info.width ? image.resize({ width }) : image;
        const started = performance.now();
        const out = await (
          spec.format === 'webp'
            ? resized.webp({ quality: spec.quality, effort: spec.effort })
            : resized.avif({ quality: spec.quality, effort: spec.effort })
        ).toBuffer();
        timings.push(performance.now() - started);
        bytes = out.byteLength;
      }
      figures.push({ ...spec, width, bytes, medianMs: median(timings) });
    }
  }
  return figures;
}
