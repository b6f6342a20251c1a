import sharp from 'sharp';

export interface TestPhoto {
  readonly name: string;
  readonly bytes: Buffer;
  readonly width: number;
  readonly height: number;
  readonly orientation: number;
}

const WIDTH = 4000;
const HEIGHT = 3000;

/**
 * Three phone-like 12-megapixel JPEGs (4000×3000, quality 90, 3–5 MB): smooth gradients and waves under sensor-like
 * noise, so the encoder and decoder work as hard as on a real photo. The second one carries EXIF orientation 6
 * (taken with the phone upright), as phones write it. Deterministic: the same bytes on every run.
 */
export async function makeTestPhotos(): Promise<TestPhoto[]> {
  const specs = [
    { seed: 1, noise: 40, orientation: 1 },
    { seed: 2, noise: 44, orientation: 6 },
    { seed: 3, noise: 36, orientation: 1 },
  ];
  const photos: TestPhoto[] = [];
  for (const spec of specs) {
    const raw = noisyGradient(spec.seed, spec.noise);
    const bytes = await sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: spec.orientation })
      .toBuffer();
    photos.push({ name: `photo-${spec.seed}.jpg`, bytes, width: WIDTH, height: HEIGHT, orientation: spec.orientation });
  }
  return photos;
}

function noisyGradient(seed: number, noise: number): Buffer {
  const pixels = Buffer.allocUnsafe(WIDTH * HEIGHT * 3);
  let state = (0x9e3779b9 * seed) >>> 0 || 1;
  const random = (): number => {
    // xorshift32
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
  const waveX = Float64Array.from({ length: WIDTH }, (_, x) => Math.sin(x / 97 + seed));
  const waveY = Float64Array.from({ length: HEIGHT }, (_, y) => Math.cos(y / (61 + 10 * seed)));
  let i = 0;
  for (let y = 0; y < HEIGHT; y++) {
    const g = (y * 255) / HEIGHT;
    for (let x = 0; x < WIDTH; x++) {
      const r = (x * 255) / WIDTH;
      const b = ((x + y) * 127) / (WIDTH + HEIGHT) + 64 + 40 * waveX[x]! * waveY[y]!;
      pixels[i++] = clamp(r + (random() - 0.5) * noise);
      pixels[i++] = clamp(g + (random() - 0.5) * noise);
      pixels[i++] = clamp(b + (random() - 0.5) * noise);
    }
  }
  return pixels;
}

function clamp(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : value;
}

/** Three small JPEGs (800×600), to buy a page without sharp's working set of 12 MP decodes. */
export async function makeSmallPhotos(): Promise<Buffer[]> {
  return Promise.all(
    [1, 2, 3].map((i) =>
      sharp({
        create: {
          width: 800,
          height: 600,
          channels: 3,
          background: { r: 40 * i, g: 120, b: 200 },
          noise: { type: 'gaussian', mean: 128, sigma: 30 },
        },
      })
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  );
}

/** The upload limit's default (PHOTO_MAX_BYTES, 10 MiB) and how close under it the large photos land. */
const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
const LARGE_PHOTO_MIN_BYTES = 9.3 * 1024 * 1024;

/**
 * Three JPEGs of 18.75 MP (5000×3750) just under the 10 MB upload limit, noise all over so they compress no better:
 * the heaviest photos a buyer can send. The quality is lowered step by step until a photo fits.
 */
export async function makeLargePhotos(): Promise<Buffer[]> {
  const photos: Buffer[] = [];
  for (const shade of [90, 120, 150]) {
    for (let quality = 96; ; quality -= 1) {
      const bytes = await sharp({
        create: {
          width: 5000,
          height: 3750,
          channels: 3,
          background: { r: shade, g: 100, b: 90 },
          noise: { type: 'gaussian', mean: 128, sigma: 30 },
        },
      })
        .jpeg({ quality })
        .toBuffer();
      if (bytes.byteLength < UPLOAD_LIMIT_BYTES) {
        if (bytes.byteLength < LARGE_PHOTO_MIN_BYTES) throw new Error(`large test photo: ${bytes.byteLength} bytes at quality ${quality}`);
        photos.push(bytes);
        break;
      }
    }
  }
  return photos;
}
