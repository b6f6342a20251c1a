import { describe, expect, it } from 'vitest';
import { photoKeysOfChapterRow, photoKeysOfRow } from '../../../src/application/backup/backup-manifest.js';

const A = '/uploads/m1/0123456789abcdef0123456789abcdef.webp';
const B = '/uploads/m1/fedcba9876543210fedcba9876543210.webp';

describe('the photo keys a chapter row names (a backup copies them, and its check looks for them)', () => {
  it('names the chapter’s photos, in order', () => {
    const row = {
      photos: JSON.stringify([
        { path: A, placeholder: 'data:image/webp;base64,AAAA' },
        { path: B, placeholder: null },
      ]),
    };
    expect(photoKeysOfChapterRow(row)).toEqual(['m1/0123456789abcdef0123456789abcdef.webp', 'm1/fedcba9876543210fedcba9876543210.webp']);
    expect(photoKeysOfRow('page_chapters', row)).toEqual(photoKeysOfChapterRow(row));
    // PostgreSQL hands the JSON column over already read.
    expect(photoKeysOfChapterRow({ photos: [{ path: A, placeholder: null }] })).toEqual(['m1/0123456789abcdef0123456789abcdef.webp']);
  });

  it('names the AVIF copies each photo records, as a page row’s, and none for a photo not looked at yet', () => {
    const row = {
      photos: JSON.stringify([
        { path: A, placeholder: null, avifWidths: [720, 1600] },
        { path: B, placeholder: null },
      ]),
    };
    expect(photoKeysOfChapterRow(row)).toEqual([
      'm1/0123456789abcdef0123456789abcdef.webp',
      'm1/0123456789abcdef0123456789abcdef-720.avif',
      'm1/0123456789abcdef0123456789abcdef.avif',
      'm1/fedcba9876543210fedcba9876543210.webp',
    ]);
    expect(photoKeysOfChapterRow({ photos: JSON.stringify([{ path: A, avifWidths: [] }]) })).toEqual(['m1/0123456789abcdef0123456789abcdef.webp']);
  });

  it('names nothing for photos that are not a list, and passes over entries without a path', () => {
    expect(photoKeysOfChapterRow({ photos: JSON.stringify(A) })).toEqual([]);
    expect(photoKeysOfChapterRow({ photos: null })).toEqual([]);
    expect(photoKeysOfChapterRow({ photos: JSON.stringify([{ path: A }, { path: 3 }, null, 'x']) })).toEqual([
      'm1/0123456789abcdef0123456789abcdef.webp',
    ]);
  });

  it('leaves the other tables alone, and reads a page row as a page’s', () => {
    expect(photoKeysOfRow('page_letters', { photos: JSON.stringify([{ path: A }]) })).toEqual([]);
    expect(photoKeysOfRow('memories', { photos: JSON.stringify([A]), photo_avif_widths: null })).toEqual([
      'm1/0123456789abcdef0123456789abcdef.webp',
    ]);
  });
});
