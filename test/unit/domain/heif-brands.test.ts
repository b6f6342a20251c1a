import { describe, expect, it } from 'vitest';
import { isHeifPhoto, mayBeHeic } from '../../../src/domain/memory/heif-brands.js';

/** The first 12 bytes of an ISO-BMFF file: a box size, the `ftyp` box type, and the major brand. */
const leading = (brand: string, type = 'ftyp') => new Uint8Array([0, 0, 0, 24, ...[...`${type}${brand}`].map((c) => c.charCodeAt(0))]);

describe('a HEIF photo by its leading bytes', () => {
  it.each(['avif', 'avis'])('%s: AVIF, a photo, not HEIC', (brand) => {
    expect(isHeifPhoto(leading(brand))).toBe(true);
    expect(mayBeHeic(leading(brand))).toBe(false);
  });

  it.each(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])('%s: HEIC (or may be), a photo', (brand) => {
    expect(isHeifPhoto(leading(brand))).toBe(true);
    expect(mayBeHeic(leading(brand))).toBe(true);
  });

  it.each([
    ['an MP4 video', leading('isom')],
    ['a QuickTime video', leading('qt  ')],
    ['a HEIC brand in a box that is not ftyp', leading('heic', 'moov')],
    ['eleven bytes of a HEIC file', leading('heic').subarray(0, 11)],
    ['nothing', new Uint8Array()],
    ['a JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1])],
  ])('%s: neither', (_case, bytes) => {
    expect(isHeifPhoto(bytes)).toBe(false);
    expect(mayBeHeic(bytes)).toBe(false);
  });
});
