import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type ResizeOptions } from 'sharp';
import { loadConfig } from '../config/config.js';
import { SharpPhotoProcessor } from '../src/adapters/photos/sharp-photo-processor.js';
import { PROJECT_ROOT } from './support/paths.js';
import { progress } from './support/progress.js';
import { median, ratio } from './support/stats.js';
import type { TestPhoto } from './support/test-photos.js';

export interface PhotosOptions {
  readonly photos: readonly TestPhoto[];
  readonly rounds: number;
}

export interface PhotoVariantFigures {
  readonly label: string;
  /** Wall time of one Promise.all over the three photos, per measured round. */
  readonly roundMs: readonly number[];
  readonly medianMs: number;
  /** Output sizes and dimensions of the last round. */
  readonly outputs: readonly { readonly bytes: number; readonly width: number; readonly height: number }[];
}

export interface PhotosFigures {
  readonly inputs: readonly {
    readonly name: string;
    readonly bytes: number;
    readonly width: number;
    readonly height: number;
    readonly orientation: number;
  }[];
  readonly quality: number;
  readonly processorEffort: number | null;
  readonly rounds: number;
  readonly processor: PhotoVariantFigures;
  /** sharp(buf).rotate().resize(1600 inside).webp({ quality }): sharp's default WebP effort (4). */
  readonly bareSharp: PhotoVariantFigures;
  /** The same with the processor's WebP effort, to isolate the processor's own overhead. */
  readonly bareSharpSameEffort: PhotoVariantFigures | null;
  /**
   * The processor's whole output with bare sharp: the 1600 px photo and its 480 and 960 px widths (at the processor's
   * effort and qualities), one sharp pipeline per file from the upload, Promise.all. The like-for-like baseline since
   * photos have widths.
   */
  readonly bareSharpAllWidths: PhotoVariantFigures;
  readonly ratio: number;
  readonly ratioSameEffort: number | null;
  /** The processor over bareSharpAllWidths: what the target judges. */
  readonly ratioAllWidths: number;
}

const EDGE = 1600;

interface Variant {
  readonly key: 'processor' | 'bareSharp' | 'bareSharpSameEffort' | 'bareSharpAllWidths';
  readonly label: string;
  readonly run: (input: Buffer) => Promise<{ bytes: number; width: number; height: number }>;
}

/**
 * The product's SharpPhotoProcessor (built as the container builds it, from the default configuration) against bare
 * sharp on the same three 12 MP JPEGs, Promise.all over the three as the product does. Rounds alternate the order of
 * the variants; a garbage collection precedes every timing.
 */
export async function benchPhotos(options: PhotosOptions): Promise<PhotosFigures> {
  const config = loadConfig({});
  const processor = new SharpPhotoProcessor({ maxBytes: config.photoMaxBytes, maxPixels: config.photoMaxPixels });
  const quality = readPrivateNumber(processor, 'quality') ?? 80;
  const effort = processorWebpEffort();

  const bare = (webp: { quality: number; effort?: number }) => async (input: Buffer) => {
    const { data, info } = await sharp(input)
      .rotate()
      .resize({ width: EDGE, height: EDGE, fit: 'inside', withoutEnlargement: true })
      .webp(webp)
      .toBuffer({ resolveWithObject: true });
    return { bytes: data.byteLength, width: info.width, height: info.height };
  };

  const variants: Variant[] = [
    {
      key: 'processor',
      label: 'SharpPhotoProcessor',
      run: async (input) => {
        const out = await processor.process(input);
        return { bytes: out.bytes.byteLength, width: out.width, height: out.height };
      },
    },
    { key: 'bareSharp', label: `bare sharp, webp q${quality} (default effort)`, run: bare({ quality }) },
  ];
  if (effort !== null) {
    variants.push({ key: 'bareSharpSameEffort', label: `bare sharp, webp q${quality} effort ${effort}`, run: bare({ quality, effort }) });
  }
  const variantQuality = readPrivateNumber(processor, 'variantQuality') ?? quality;
  variants.push({
    key: 'bareSharpAllWidths',
    label: `bare sharp, 1600 + 960 + 480 px (q${quality}/q${variantQuality}, effort ${effort ?? 'default'})`,
    run: allWidths({ quality, variantQuality, effort: effort ?? undefined }),
  });

  const timings = new Map<Variant['key'], number[]>(variants.map((v) => [v.key, []]));
  const outputs = new Map<Variant['key'], { bytes: number; width: number; height: number }[]>();
  progress(`photos: ${options.rounds} rounds (+1 warm-up) of ${variants.map((v) => v.label).join(' / ')} on 3 × 12 MP`);

  for (let round = 0; round <= options.rounds; round++) {
    // Rotate the order each round so no variant always runs first (or right after another).
    const order = variants.map((_, i) => variants[(i + round) % variants.length]!);
    for (const variant of order) {
      // A private copy per run: nothing can be served from a cache keyed on the input buffer.
      const inputs = options.photos.map((p) => Buffer.from(p.bytes));
      collectGarbage();
      const started = performance.now();
      const out = await Promise.all(inputs.map((input) => variant.run(input)));
      const ms = performance.now() - started;
      if (round === 0) continue;
      timings.get(variant.key)!.push(ms);
      outputs.set(variant.key, out);
    }
    if (round > 0) {
      progress(
        `photos: round ${round}/${options.rounds}: ${variants.map((v) => `${v.key} ${timings.get(v.key)!.at(-1)!.toFixed(0)} ms`).join(', ')}`,
      );
    }
  }

  const figures = (variant: Variant): PhotoVariantFigures => ({
    label: variant.label,
    roundMs: timings.get(variant.key)!,
    medianMs: median(timings.get(variant.key)!),
    outputs: outputs.get(variant.key)!,
  });
  const byKey = new Map(variants.map((variant) => [variant.key, figures(variant)]));
  const processorFig = byKey.get('processor')!;
  const bareFig = byKey.get('bareSharp')!;
  const sameEffortFig = byKey.get('bareSharpSameEffort');
  const allWidthsFig = byKey.get('bareSharpAllWidths')!;
  for (const [i, out] of processorFig.outputs.entries()) {
    const other = bareFig.outputs[i]!;
    if (out.width !== other.width || out.height !== other.height) {
      throw new Error(`photos: processor gave ${out.width}×${out.height} but bare sharp ${other.width}×${other.height} for photo ${i + 1}`);
    }
  }
  return {
    inputs: options.photos.map((p) => ({ name: p.name, bytes: p.bytes.byteLength, width: p.width, height: p.height, orientation: p.orientation })),
    quality,
    processorEffort: effort,
    rounds: options.rounds,
    processor: processorFig,
    bareSharp: bareFig,
    bareSharpSameEffort: sameEffortFig ?? null,
    bareSharpAllWidths: allWidthsFig,
    ratio: ratio(processorFig.medianMs, bareFig.medianMs),
    ratioSameEffort: sameEffortFig ? ratio(processorFig.medianMs, sameEffortFig.medianMs) : null,
    ratioAllWidths: ratio(processorFig.medianMs, allWidthsFig.medianMs),
  };
}

/** Bare sharp writing what the processor writes: the photo at 1600 px (long edge) and its 960 and 480 px widths. */
function allWidths(options: { quality: number; variantQuality: number; effort: number | undefined }) {
  return async (input: Buffer) => {
    const encode = (resize: ResizeOptions, quality: number) =>
      sharp(input)
        .rotate()
        .resize(resize)
        .webp({ quality, ...(options.effort === undefined ? {} : { effort: options.effort }) })
        .toBuffer({ resolveWithObject: true });
    const [largest] = await Promise.all([
      encode({ width: EDGE, height: EDGE, fit: 'inside', withoutEnlargement: true }, options.quality),
      encode({ width: 960, withoutEnlargement: true }, options.variantQuality),
      encode({ width: 480, withoutEnlargement: true }, options.variantQuality),
    ]);
    return { bytes: largest.data.byteLength, width: largest.info.width, height: largest.info.height };
  };
}

function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function readPrivateNumber(object: object, field: string): number | null {
  const value = (object as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : null;
}

/** The processor's WebP effort is a module constant; read it from the source so the like-for-like baseline follows it. */
function processorWebpEffort(): number | null {
  try {
    const source = readFileSync(join(PROJECT_ROOT, 'src/adapters/photos/sharp-photo-processor.ts'), 'utf8');
    const match = /const WEBP_EFFORT\s*=\s*(\d+)/.exec(source);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}
