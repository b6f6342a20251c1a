import { describe, expect, it } from 'vitest';
import { applyEdit, prepareEdit, type MemoryEditRequest } from '../../../src/domain/memory/memory-edit.js';
import type { MemoryState } from '../../../src/domain/memory/memory-state.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';

const LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const OTHER_LINK = 'https://www.youtube.com/watch?v=aaaaaaaaaaa';
const [A, B] = ['/uploads/mem0000000000001/a.webp', '/uploads/mem0000000000001/b.webp'];
const LATER = new Date(NOW.getTime() + 24 * 60 * 60 * 1000);

const pageOn = (plan: 'basic' | 'premium'): MemoryState => aMemory({ details: { plan }, status: 'active' }).snapshot();

const change = (overrides: Partial<MemoryEditRequest> = {}): MemoryEditRequest => ({
  message: 'Nova mensagem',
  datingSince: '2022-01-01',
  youtube: LINK,
  removedPhotos: [],
  addedCount: 0,
  ...overrides,
});

describe('prepareEdit', () => {
  it('checks every field and says what the page will hold, leaving the page as it is', () => {
    const page = pageOn('premium');
    const edit = prepareEdit(page, change({ removedPhotos: [A], addedCount: 1, palette: 'ocean', message: ' Oi ' }), NOW);
    expect(edit).toEqual({
      message: 'Oi',
      datingSince: '2022-01-01',
      youtube: LINK,
      keptPhotos: [B],
      keptHiddenPhotos: [],
      removedPhotos: [A],
      addedCount: 1,
      revealAt: null,
      palette: 'ocean',
      fallingEmoji: 'hearts',
      revealStyle: 'tap',
      story: [],
    });
    expect(page.message).toBe('Cada dia ao seu lado é o meu favorito.');
  });

  it('checks the photos before any field: a photo not on the page is refused first', () => {
    expect(() => prepareEdit(pageOn('premium'), change({ removedPhotos: ['/uploads/x/z.webp'], message: '' }), NOW)).toThrow(
      expect.objectContaining({ code: 'memory.photo-not-on-page' }),
    );
  });

  it('refuses a field that breaks its rule', () => {
    expect(() => prepareEdit(pageOn('premium'), change({ message: '  ' }), NOW)).toThrow(
      expect.objectContaining({ code: 'memory.message-required' }),
    );
    expect(() => prepareEdit(pageOn('premium'), change({ fallingEmoji: 'cats' }), NOW)).toThrow(
      expect.objectContaining({ code: 'look.falling-emoji-unknown' }),
    );
    expect(() => prepareEdit(pageOn('basic'), change({ revealStyle: 'shake' }), NOW)).toThrow(
      expect.objectContaining({ code: 'look.reveal-style-unknown' }),
    );
  });

  it('drops the link on a plan without music', () => {
    expect(prepareEdit(pageOn('basic'), change(), NOW).youtube).toBeNull();
  });
});

describe('applyEdit', () => {
  it('records the edit with the added photos and their placeholders, and when it was made', () => {
    const page = pageOn('premium');
    const edit = prepareEdit(page, change({ removedPhotos: [A], addedCount: 1, youtube: OTHER_LINK }), NOW);
    const after = applyEdit(page, { ...edit, music: { title: 'Evidências', channel: 'Chitãozinho & Xororó' } }, ['/uploads/x/1.webp'], LATER, {
      '/uploads/x/1.webp': 'data:1',
    });
    expect(after).toEqual({
      ...page,
      message: 'Nova mensagem',
      datingSince: '2022-01-01',
      youtube: OTHER_LINK,
      musicTitle: 'Evidências',
      musicChannel: 'Chitãozinho & Xororó',
      photos: [B, '/uploads/x/1.webp'],
      photoPlaceholders: { '/uploads/x/1.webp': 'data:1' },
      updatedAt: LATER,
    });
  });

  it('keeps the hidden link and moments of a page without music and story, for an upgrade to bring back', () => {
    const story = [{ date: '2021-06-12', time: null, title: 'O primeiro encontro', line: '' }];
    const page = { ...pageOn('basic'), youtube: LINK, story };
    const after = applyEdit(page, prepareEdit(page, change({ youtube: null }), NOW), [], LATER);
    expect(after.youtube).toBe(LINK);
    expect(after.story).toBe(story);
  });

  it('refuses photos other than those the edit was prepared for', () => {
    const page = pageOn('premium');
    expect(() => applyEdit(page, prepareEdit(page, change({ addedCount: 1 }), NOW), [], LATER)).toThrow(
      'applyEdit: the added photos differ from the prepared edit',
    );
  });
});
