import { describe, expect, it } from 'vitest';
import { memorySlug, slugify } from '../../../src/domain/memory/memory-slug.js';

describe('slugify (spec §2 route /:slug/:id, §4 preview link)', () => {
  it.each([
    ['Ana', 'ana'],
    ['Ana Júlia', 'ana-julia'],
    ['João', 'joao'],
    ['Conceição', 'conceicao'],
    ['Çaçá', 'caca'],
    ['ÂNGELA', 'angela'],
    ['Zoë', 'zoe'],
    ['Zoe\u0308', 'zoe'],
    ['Ñandú', 'nandu'],
    ['Ana   Júlia', 'ana-julia'],
    ['  Ana Júlia  ', 'ana-julia'],
    ['Ana - Júlia', 'ana-julia'],
    ['João 2', 'joao-2'],
    ['R2D2', 'r2d2'],
    ['2024', '2024'],
    ['', ''],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it.each(['Ana Júlia', 'Conceição da Silva', 'Zoë 2', '  José   Antônio  '])('%j gives a URL-safe slug', (name) => {
    expect(slugify(name)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe('memorySlug: both names slugified, joined by "-e-" (spec §2)', () => {
  it.each([
    ['Ana Júlia', 'João', 'ana-julia-e-joao'],
    ['Conceição', 'Moisés', 'conceicao-e-moises'],
    ['Ana   Júlia', 'João  Pedro', 'ana-julia-e-joao-pedro'],
    ['João 2', 'Maria 3', 'joao-2-e-maria-3'],
    ['ANA', 'BIA', 'ana-e-bia'],
  ])('%j + %j → %j', (yourName, lovedName, slug) => {
    expect(memorySlug(yourName, lovedName)).toBe(slug);
  });
});
