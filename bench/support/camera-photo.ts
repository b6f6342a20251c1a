import sharp from 'sharp';

const WIDTH = 4000;
const HEIGHT = 3000;

/**
 * A 12 MP JPEG (4000×3000, quality 90) with detail at every scale, as a camera photo has: random texture summed over
 * octaves from 8 px blobs to single pixels, each octave's contrast 0.62 of the coarser one (the 1/f-like spectrum of
 * natural scenes), plus sensor noise. The bench's other 12 MP photos (smooth gradients under noise) lose nearly all
 * their detail when scaled down, so their 960 px copy weighs 10 KB, far less than a real photo's; this one keeps
 * texture at phone width, which makes it a fair test of the bytes a phone downloads. Deterministic.
 */
export async function makeCameraLikePhoto(seed = 1): Promise<Buffer> {
  const random = xorshift(seed);
  const sum = new Float32Array(WIDTH * HEIGHT * 3);
  let contrast = 1;
  for (let width = 8; width <= WIDTH; width *= 2) {
    const height = Math.round((width * HEIGHT) / WIDTH);
    const small = Buffer.allocUnsafe(width * height * 3);
    for (let i = 0; i < small.length; i++) small[i] = Math.floor(random() * 256);
    const octave = await sharp(small, { raw: { width, height, channels: 3 } })
      .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    for (let i = 0; i < sum.length; i++) sum[i]! += (octave[i]! - 128) * contrast;
    contrast *= 0.62;
  }
  const pixels = Buffer.allocUnsafe(sum.length);
  for (let i = 0; i < sum.length; i++) {
    const value = 128 + sum[i]! * 0.9 + (random() - 0.5) * 12;
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function xorshift(seed: number): () => number {
  let state = (0x9e3779b9 * seed) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}
