import { describe, expect, it } from 'vitest';
import { sameValues } from '../../../src/adapters/http/public-page/same-values.js';

describe('sameValues, which lets the public page keep its answer while the page reads the same', () => {
  const page = () => ({
    id: 'p',
    photos: ['/uploads/p/a.webp'],
    photoAvifWidths: [[480, 720], []],
    story: [{ day: '2021-06-12', time: null, title: 'O dia', line: '' }],
    opensAt: null,
  });

  it('holds for a view built again with the same values, nested arrays and moments included', () => {
    expect(sameValues(page(), page())).toBe(true);
  });

  it.each([
    ['a width more', (view: ReturnType<typeof page>) => ({ ...view, photoAvifWidths: [[480, 720, 1080], []] })],
    ['a moment retitled', (view: ReturnType<typeof page>) => ({ ...view, story: [{ ...view.story[0]!, title: 'Outro' }] })],
    ['a photo fewer', (view: ReturnType<typeof page>) => ({ ...view, photos: [] })],
    ['a value turned object', (view: ReturnType<typeof page>) => ({ ...view, opensAt: {} as unknown as null })],
    ['keys in another order', ({ id, ...rest }: ReturnType<typeof page>) => ({ ...rest, id })],
  ])('fails on %s', (_, change) => {
    expect(sameValues(page(), change(page()))).toBe(false);
  });

  it('tells an array from an object with the same entries', () => {
    expect(sameValues({ widths: [480] }, { widths: { 0: 480 } })).toBe(false);
  });
});
