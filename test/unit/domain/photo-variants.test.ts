import { describe, expect, it } from 'vitest';
import { photoOfVariantUrl, photoSrcset, photoVariantUrl, smallerPhotoUrls } from '../../../src/domain/memory/photo-variants.js';

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

  it.each([
    [photoVariantUrl(STORED, 480), { photoUrl: STORED, width: 480 }],
    [photoVariantUrl(PUBLIC, 720), { photoUrl: PUBLIC, width: 720 }],
    [photoVariantUrl(PUBLIC, 1080), { photoUrl: PUBLIC, width: 1080 }],
    [STORED.replace('.webp', '-960.webp'), null],
    [STORED, null],
    [STORED.replace('.webp', '-1600.webp'), null],
    [STORED.replace('.webp', '-700.webp'), null],
    [STORED.replace('.webp', '-0480.webp'), null],
    ['/uploads/mem-1/-480.webp', null],
    ['/uploads/mem-480/x.webp', null],
  ])('tells the photo and width %s names', (url, expected) => {
    expect(photoOfVariantUrl(url)).toEqual(expected);
  });
});
