import { describe, expect, it } from 'vitest';
import { validRevealStyle } from '../../../src/domain/look/page-look.js';
import { DEFAULT_REVEAL_STYLE, isRevealStyle, REVEAL_STYLES } from '../../../src/domain/look/reveal-style.js';

describe('a page’s reveal style', () => {
  it('is the tap by default, as every page made before it', () => {
    expect(DEFAULT_REVEAL_STYLE).toBe('tap');
    expect(REVEAL_STYLES).toEqual(['tap', 'scratch', 'seal']);
  });

  it('takes a known name as the form sends it, trimmed', () => {
    expect(validRevealStyle('scratch')).toBe('scratch');
    expect(validRevealStyle(' seal ')).toBe('seal');
    expect(validRevealStyle('tap')).toBe('tap');
  });

  it('is the tap when absent or empty', () => {
    expect(validRevealStyle(undefined)).toBe('tap');
    expect(validRevealStyle(null)).toBe('tap');
    expect(validRevealStyle('  ')).toBe('tap');
  });

  it('refuses any other name with its own code', () => {
    for (const raw of ['Scratch', 'shake', 'tap;', '<b>']) {
      expect(() => validRevealStyle(raw)).toThrow(expect.objectContaining({ code: 'look.reveal-style-unknown' }));
    }
  });

  it('knows its names and nothing else', () => {
    expect(isRevealStyle('seal')).toBe(true);
    expect(isRevealStyle('SEAL')).toBe(false);
    expect(isRevealStyle(1)).toBe(false);
  });
});
