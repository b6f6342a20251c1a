import { describe, expect, it } from 'vitest';
import { lookAfterEdit } from '../../../src/domain/look/look-after-edit.js';
import type { PageLook } from '../../../src/domain/look/page-look.js';

const current: PageLook = { palette: 'ocean', fallingEmoji: 'stars' };

describe('a page’s look after an owner’s edit', () => {
  it('stays as it is when the form sends neither part', () => {
    expect(lookAfterEdit(current, {})).toEqual(current);
  });

  it('takes each part the form sends, by name', () => {
    expect(lookAfterEdit(current, { palette: 'gold' })).toEqual({ palette: 'gold', fallingEmoji: 'stars' });
    expect(lookAfterEdit(current, { fallingEmoji: ' roses ' })).toEqual({ palette: 'ocean', fallingEmoji: 'roses' });
  });

  it('goes back to a default for a part sent empty', () => {
    expect(lookAfterEdit(current, { palette: '', fallingEmoji: '' })).toEqual({ palette: 'rose', fallingEmoji: 'hearts' });
  });

  it('refuses a name outside the set', () => {
    expect(() => lookAfterEdit(current, { palette: 'neon' })).toThrow(expect.objectContaining({ code: 'look.palette-unknown' }));
    expect(() => lookAfterEdit(current, { fallingEmoji: 'cats' })).toThrow(expect.objectContaining({ code: 'look.falling-emoji-unknown' }));
  });
});
