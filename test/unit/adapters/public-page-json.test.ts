import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPageResponse } from '../../../src/adapters/http/contract/memories.contract.js';
import { PublicPageJson } from '../../../src/adapters/http/public-page-json.js';

const page = (overrides: Partial<PublicPageResponse> = {}): PublicPageResponse => ({
  id: 'page000000000001',
  slug: 'ana-e-joao',
  yourName: 'Ana',
  lovedName: 'João',
  datingSince: '2021-06-12T20:30',
  message: 'Te amo "muito"\n💖',
  plan: 'premium',
  youtube: null,
  photos: ['/uploads/page000000000001/a.webp', '/uploads/page000000000001/b.webp'],
  ...overrides,
});

describe('PublicPageJson', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes exactly what JSON.stringify writes', () => {
    expect(new PublicPageJson().of(page())).toBe(JSON.stringify(page()));
  });

  it('serialises a page once while it reads the same, compared value by value', () => {
    const json = new PublicPageJson();
    const stringify = vi.spyOn(JSON, 'stringify');

    for (let i = 0; i < 5; i++) json.of(page({ photos: [...page().photos] }));

    expect(stringify).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the message', { message: 'Outra mensagem' }],
    ['the music', { youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
    ['the order of the photos', { photos: ['/uploads/page000000000001/b.webp', '/uploads/page000000000001/a.webp'] }],
    ['a removed photo', { photos: ['/uploads/page000000000001/a.webp'] }],
  ])('writes the new text as soon as %s changes', (_change, overrides) => {
    const json = new PublicPageJson();
    json.of(page());

    expect(json.of(page(overrides))).toBe(JSON.stringify(page(overrides)));
    expect(json.of(page())).toBe(JSON.stringify(page()));
  });

  it('keeps pages apart and remembers at most maxPages of them', () => {
    const json = new PublicPageJson(2);
    const stringify = vi.spyOn(JSON, 'stringify');

    for (const id of ['a', 'b', 'c', 'a']) expect(json.of(page({ id }))).toBe(JSON.stringify(page({ id })));

    // 4 answers + 4 expectations; 'a' was forgotten when 'c' came, so it was serialised again.
    expect(stringify).toHaveBeenCalledTimes(8);
  });
});
