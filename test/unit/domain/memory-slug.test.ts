import { describe, expect, it } from 'vitest';
import { memorySlug, slugify, spelledInAddress } from '../../../src/domain/memory/memory-slug.js';

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
    // Latin letters NFD keeps whole are spelled, not cut out of the name.
    ['Søren', 'soren'],
    ['Łucja', 'lucja'],
    ['Straße', 'strasse'],
    ['Ægir Þór', 'aegir-thor'],
    ['Chloë Œuvre', 'chloe-oeuvre'],
    ['Iıİ', 'iii'],
    ['李华', ''],
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

describe('memorySlug for names the address cannot spell (no Latin letter)', () => {
  it.each([
    ['Ana', '李华', 'ana-e-voce'],
    ['李华', 'Bia', 'eu-e-bia'],
    ['李华', '王芳', 'eu-e-voce'],
    ['Ελένη', 'Ana', 'eu-e-ana'],
    ['Ana', 'Мария', 'ana-e-voce'],
    ['2024', 'Bia', 'eu-e-bia'],
    ['Ana', '007', 'ana-e-voce'],
    ['李华 Li', 'Bia', 'li-e-bia'],
    ['Ana 2', 'Bia', 'ana-2-e-bia'],
  ])('%j + %j → %j', (yourName, lovedName, slug) => {
    expect(memorySlug(yourName, lovedName)).toBe(slug);
  });

  it.each([
    ['李华', 'Bia'],
    ['Ελένη', 'Мария'],
    ['١٢', '٣٤'],
    ['2024', '2025'],
    ['Ana', 'ß'],
    ['ẞ'.repeat(50), 'ß'.repeat(50)],
    ['A'.repeat(50), 'Ø'.repeat(50)],
  ])('%j + %j gives a well-formed address that starts with a letter', (yourName, lovedName) => {
    const slug = memorySlug(yourName, lovedName);
    expect(slug).toMatch(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/);
    expect(slug.length).toBeLessThanOrEqual(120);
  });

  it.each([
    ['Ana', true],
    ['李华 Li', true],
    ['Søren', true],
    ['李华', false],
    ['2024', false],
    ['', false],
  ])('%j is spelled in the address: %s', (name, spelled) => {
    expect(spelledInAddress(name)).toBe(spelled);
  });
});
