import { readFileSync } from 'node:fs';
import { HEIC_PHOTO_PATH } from './test-images.js';

/** `iphone.heic` with its HEVC data overwritten: the header reads, libheif fails on the pixels (and prints about it). */
export function heicWithSpoiledPixels(): Buffer {
  const heic = readFileSync(HEIC_PHOTO_PATH);
  const mdat = heic.indexOf('mdat');
  // After the box's type and the first NAL unit's length.
  return heic.fill(0, mdat + 8, heic.length);
}

/** `iphone.heic` announcing a `width` × `height` photo in its headers (`ispe`), as an iPhone's 48 MP photo does. */
export function heicAnnouncing(width: number, height: number): Buffer {
  const heic = readFileSync(HEIC_PHOTO_PATH);
  for (let at = heic.indexOf('ispe'); at >= 0; at = heic.indexOf('ispe', at + 1)) {
    heic.writeUInt32BE(width, at + 8);
    heic.writeUInt32BE(height, at + 12);
  }
  return heic;
}
