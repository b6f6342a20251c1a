import { describe, expect, it } from 'vitest';
import {
  avifPhotoUrls,
  isAvifWorthKeeping,
  photoAvifSrcset,
  photoAvifUrl,
  photoOfVariantUrl,
  photoSrcset,
  photoVariantUrl,
  smallerPhotoUrls,
} from '../../../src/domain/memory/photo-variants.js';

const STORED = '/uploads/mem-1/0123456789abcdef0123456789abcdef.webp';
const PUBLIC = 'https://photos.example.com/mem-1/0123456789abcdef0123456789abcdef.webp';

describe('photo widths', () => {
  it('names each smaller width beside the photo, under the same prefix, and the largest is the photo itself', () => {
    expect(photoVariantUrl(STORED, 480)).toBe('/uploads/mem-1/0123456789abcdef0123456789abcdef-480.webp');
    expect(photoVariantUrl(PUBLIC, 720)).toBe('https://photos.example.com/mem-1/0123456789abcdef0123456789abcdef-720.webp');
    expect(photoVariantUrl(STORED, 1600)).toBe(STORED);
    expect(smallerPhotoUrls(STORED)).toEqual([photoVariantUrl(STORED, 480), photoVariantUrl(STORED, 720), photoVariantUrl(STORED, 1080)]);
    expect(photoSrcset(STORED)).toBe(
      `${photoVariantUrl(STORED, 480)} 480w, ${photoVariantUrl(STORED, 720)} 720w, ${photoVariantUrl(STORED, 1080)} 1080w, ${STORED} 1600w`,
    );
  });

  it('names the widths of a photo whose name has no extension, a dot in its host included', () => {
    expect(photoVariantUrl('/uploads/mem-1/photo', 480)).toBe('/uploads/mem-1/photo-480');
    expect(photoVariantUrl('https://photos.example.com/mem-1/photo', 720)).toBe('https://photos.example.com/mem-1/photo-720');
    expect(photoVariantUrl('photo', 1080)).toBe('photo-1080');
    expect(photoOfVariantUrl('/uploads/mem-1/photo-480')).toEqual({ photoUrl: '/uploads/mem-1/photo', width: 480, avif: false });
  });

  it.each([
    [photoVariantUrl(STORED, 480), { photoUrl: STORED, width: 480, avif: false }],
    [photoVariantUrl(PUBLIC, 720), { photoUrl: PUBLIC, width: 720, avif: false }],
    [photoVariantUrl(PUBLIC, 1080), { photoUrl: PUBLIC, width: 1080, avif: false }],
    [STORED.replace('.webp', '-960.webp'), null],
    [STORED, null],
    [STORED.replace('.webp', '-1600.webp'), null],
    [STORED.replace('.webp', '-700.webp'), null],
    [STORED.replace('.webp', '-0480.webp'), null],
    ['/uploads/mem-1/-480.webp', null],
    ['/uploads/mem-480/x.webp', null],
    [photoAvifUrl(STORED, 480), { photoUrl: STORED, width: 480, avif: true }],
    [photoAvifUrl(PUBLIC, 1600), { photoUrl: PUBLIC, width: 1600, avif: true }],
    [STORED.replace('.webp', '-960.avif'), null],
    ['/uploads/mem-1/-480.avif', null],
    ['/uploads/mem-1/.avif', null],
  ])('tells the photo and width %s names', (url, expected) => {
    expect(photoOfVariantUrl(url)).toEqual(expected);
  });

  it('names the AVIF copies beside the photo, the largest as `{stem}.avif`', () => {
    expect(photoAvifUrl(STORED, 720)).toBe('/uploads/mem-1/0123456789abcdef0123456789abcdef-720.avif');
    expect(photoAvifUrl(PUBLIC, 1600)).toBe('https://photos.example.com/mem-1/0123456789abcdef0123456789abcdef.avif');
    expect(avifPhotoUrls(STORED)).toHaveLength(4);
    expect(photoAvifUrl('https://fotos.webpages.example/mem-1/a.webp', 480)).toBe('https://fotos.webpages.example/mem-1/a-480.avif');
  });

  it('offers AVIF where the photo has it and WebP at the other widths, and no AVIF set for a photo without any', () => {
    expect(photoAvifSrcset(STORED, [720, 1600])).toBe(
      `${photoVariantUrl(STORED, 480)} 480w, ${photoAvifUrl(STORED, 720)} 720w, ${photoVariantUrl(STORED, 1080)} 1080w, ${photoAvifUrl(STORED, 1600)} 1600w`,
    );
    expect(photoAvifSrcset(STORED, [])).toBeNull();
  });

  it.each([
    [800, 1000, true],
    [801, 1000, false],
    [1000, 1000, false],
    [1, 1000, true],
  ])('keeps an AVIF of %i bytes beside a WebP of %i: %s', (avif, webp, kept) => {
    expect(isAvifWorthKeeping(avif, webp)).toBe(kept);
  });
});
