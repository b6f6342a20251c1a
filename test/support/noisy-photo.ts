import sharp from 'sharp';

/** A photo of noise just under `limitBytes` (and over 300 px a side): it compresses like nothing, the worst a buyer can send. */
export async function noisyPhotoUnder(limitBytes: number, seed = 0): Promise<Buffer> {
  for (let side = 900; side > 300; side -= 40) {
    const photo = await sharp({
      create: { width: side, height: side, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128 + seed, sigma: 60 } },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (photo.length <= limitBytes - 4096) return photo;
  }
  throw new Error(`no noisy photo fits under ${limitBytes} bytes`);
}
