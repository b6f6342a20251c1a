import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blend, contrastFailures, contrastRatio, CONTRAST_PAIRS, relativeLuminance } from '../../../src/domain/look/contrast.js';
import { FALLING_EMOJI_NAMES, FALLING_EMOJI_SHAPES } from '../../../src/domain/look/falling-emoji.js';
import { FallingEmojiUnknownError, PaletteUnknownError, validFallingEmoji, validPalette } from '../../../src/domain/look/page-look.js';
import { paletteDeclarations } from '../../../src/domain/look/palette-style.js';
import { DEFAULT_PALETTE, PALETTE_NAMES, PALETTES, type Palette } from '../../../src/domain/look/palettes.js';

describe('WCAG contrast, computed', () => {
  it.each([
    ['#000000', 0],
    ['#ffffff', 1],
    ['#808080', 0.2158605],
    ['#ff0000', 0.2126],
  ] as const)('relative luminance of %s is %d', (colour, luminance) => {
    expect(relativeLuminance(colour)).toBeCloseTo(luminance, 6);
  });

  it('gives 21:1 for black on white, 1:1 for a colour on itself, the same either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#e8718f', '#e8718f')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.478, 3);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
  });

  it('refuses a colour that is not exactly #rrggbb', () => {
    expect(() => relativeLuminance('#ffffff00')).toThrow(new Error('not a #rrggbb colour: #ffffff00'));
    expect(() => relativeLuminance('##ffffff')).toThrow(new Error('not a #rrggbb colour: ##ffffff'));
  });

  it('blends a colour over another as the browser does', () => {
    expect(blend('#ffffff', '#000000', 0.5)).toBe('#808080');
    expect(blend('#8c1d40', '#3a0a1a', 0)).toBe('#3a0a1a');
  });
});

describe('every palette passes WCAG AA for every text on it', () => {
  it('offers 4 to 6 palettes, the product\'s own "rose" first and by default', () => {
    expect(PALETTE_NAMES.length).toBeGreaterThanOrEqual(4);
    expect(PALETTE_NAMES.length).toBeLessThanOrEqual(6);
    expect(PALETTE_NAMES[0]).toBe('rose');
    expect(DEFAULT_PALETTE).toBe('rose');
  });

  const pairs = PALETTE_NAMES.flatMap((name) => CONTRAST_PAIRS.map((pair) => [name, pair.foreground, pair.background, pair.minimum] as const));
  it.each(pairs)('%s: %s on %s reaches %d:1', (name, foreground, background, minimum) => {
    const palette = PALETTES[name];
    const under = background === 'glowOverTop' ? blend(palette.glow, palette.backdropTop, 0.55) : palette[background];
    expect(contrastRatio(palette[foreground], under)).toBeGreaterThanOrEqual(minimum);
  });

  it.each(PALETTE_NAMES)('%s has no failing pair', (name) => {
    expect(contrastFailures(PALETTES[name])).toEqual([]);
  });

  it('checks text and small text on each backdrop stop and on the glow, and ink on paper', () => {
    const checked = new Set(CONTRAST_PAIRS.map((pair) => `${pair.foreground}/${pair.background}`));
    for (const background of ['backdropTop', 'backdrop', 'backdropBottom', 'glowOverTop']) {
      for (const foreground of ['text', 'softText', 'accent']) expect(checked).toContain(`${foreground}/${background}`);
    }
    for (const foreground of ['ink', 'inkSoft', 'inkAccent']) expect(checked).toContain(`${foreground}/text`);
  });
});

describe('the checker refuses a palette that breaks AA', () => {
  const rose = PALETTES.rose;
  it.each<[string, Partial<Palette>, string]>([
    ['grey small words on the dark backdrop', { softText: '#6b4b55' }, 'softText'],
    ['a pale ink on the paper', { ink: '#d8c8c8' }, 'ink'],
    ['a backdrop too light for the light text', { backdropBottom: '#c0a0a8' }, 'text'],
    ['a glow so bright the names fade into it', { glow: '#ffe0e8' }, 'text'],
    ['an accent lost in the backdrop', { accent: '#4a1020' }, 'accent'],
  ])('%s', (_, change, failing) => {
    const failures = contrastFailures({ ...rose, ...change });
    expect(failures.map((failure) => failure.foreground)).toContain(failing);
    expect(failures.every((failure) => failure.ratio < failure.minimum)).toBe(true);
  });
});

describe('choices travel as names from a closed set', () => {
  it('takes empty or absent as the defaults', () => {
    expect(validPalette('')).toBe('rose');
    expect(validPalette(undefined)).toBe('rose');
    expect(validFallingEmoji(null)).toBe('hearts');
    expect(validPalette(' ocean ')).toBe('ocean');
    expect(validFallingEmoji('roses')).toBe('roses');
  });

  it.each(['Ocean', 'red', '#ff0000', 'rose;color:red', '--look-accent', 'constructor', 'toString'])('refuses the palette %j', (raw) => {
    expect(() => validPalette(raw)).toThrow(PaletteUnknownError);
  });

  it.each(['heart', '🌹', 'Roses', 'url(x)', '__proto__'])('refuses the falling emoji %j', (raw) => {
    expect(() => validFallingEmoji(raw)).toThrow(FallingEmojiUnknownError);
  });

  it('has a shape for every falling emoji, hearts first', () => {
    expect(FALLING_EMOJI_NAMES[0]).toBe('hearts');
    for (const name of FALLING_EMOJI_NAMES) expect(FALLING_EMOJI_SHAPES[name]).toMatch(/^M[\d .,a-zA-Z-]+$/);
  });
});

describe('the palettes as CSS', () => {
  it('declares only colours of the palette, under fixed property names', () => {
    for (const name of PALETTE_NAMES) {
      for (const declaration of paletteDeclarations(name).split(';')) expect(declaration).toMatch(/^--[a-z0-9-]+:#[0-9a-f]{6}$/);
    }
  });

  it('keeps the stylesheet\'s defaults equal to the "rose" palette', () => {
    const rose = PALETTES.rose;
    const tokens = readFileSync(new URL('../../../src/ui/styles/tokens.css', import.meta.url), 'utf8');
    for (const declaration of paletteDeclarations('rose').split(';')) {
      const [property, value] = declaration.split(':') as [string, string];
      const own = new RegExp(`${property}: (#[0-9a-f]{6});`).exec(tokens)?.[1] as `#${string}` | undefined;
      expect(own, property).toBeDefined();
      // The body's words and the notices' ink are a shade apart from their role in the product's own colours: they
      // must still pass where the role is checked (near-white on every backdrop, deep wine on the paper).
      if (property === '--cream-100') expect(contrastRatio(own!, rose.backdropTop)).toBeGreaterThanOrEqual(4.5);
      else if (property === '--wine-700') expect(contrastRatio(own!, rose.text)).toBeGreaterThanOrEqual(4.5);
      else expect(own, property).toBe(value);
    }
  });
});
