import { describe, expect, it } from 'vitest';
import { lookAfterEdit } from '../../../src/domain/look/look-after-edit.js';
import type { PageLook } from '../../../src/domain/look/page-look.js';

const current: PageLook = { palette: 'ocean', fallingEmoji: 'stars', revealStyle: 'seal' };

describe('a page’s look after an owner’s edit', () => {
  it('stays as it is when the form sends no part', () => {
    expect(lookAfterEdit(current, {})).toEqual(current);
  });

  it('takes each part the form sends, by name', () => {
    expect(lookAfterEdit(current, { palette: 'gold' })).toEqual({ ...current, palette: 'gold' });
    expect(lookAfterEdit(current, { fallingEmoji: ' roses ' })).toEqual({ ...current, fallingEmoji: 'roses' });
    expect(lookAfterEdit(current, { revealStyle: 'scratch' })).toEqual({ ...current, revealStyle: 'scratch' });
  });

  it('goes back to a default for a part sent empty', () => {
    expect(lookAfterEdit(current, { palette: '', fallingEmoji: '', revealStyle: '' })).toEqual({
      palette: 'rose',
      fallingEmoji: 'hearts',
      revealStyle: 'tap',
    });
  });

  it('refuses a name outside the set', () => {
    expect(() => lookAfterEdit(current, { palette: 'neon' })).toThrow(expect.objectContaining({ code: 'look.palette-unknown' }));
    expect(() => lookAfterEdit(current, { fallingEmoji: 'cats' })).toThrow(expect.objectContaining({ code: 'look.falling-emoji-unknown' }));
    expect(() => lookAfterEdit(current, { revealStyle: 'shake' })).toThrow(expect.objectContaining({ code: 'look.reveal-style-unknown' }));
  });
});
