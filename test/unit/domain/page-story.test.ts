import { describe, expect, it } from 'vitest';
import { editedStory, shownStory, storyAfterEdit } from '../../../src/domain/story/page-story.js';
import type { StoryMoment } from '../../../src/domain/story/story.js';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const FIRST: StoryMoment = { date: '2021-06-12', time: null, title: 'O primeiro encontro', line: '' };
const SECOND: StoryMoment = { date: '2023-02-14', time: '19:30', title: 'O pedido', line: 'No restaurante.' };

describe('"Nossa história" as visitors see it', () => {
  it('is the page’s moments on a plan with the story', () => {
    expect(shownStory('premium', [FIRST])).toEqual([FIRST]);
  });

  it('is none on a plan without it, though the moments are kept', () => {
    expect(shownStory('basic', [FIRST])).toEqual([]);
  });
});

describe('the moments an owner’s edit asks for', () => {
  it('are the page’s own when the form sends none', () => {
    const current = [FIRST];
    expect(editedStory('premium', current, undefined, NOW)).toBe(current);
  });

  it('are checked and put in date order', () => {
    const input = [
      { date: '2023-02-14', time: '19:30', title: ' O pedido ', line: 'No restaurante.' },
      { date: '2021-06-12', title: 'O primeiro encontro' },
    ];
    expect(editedStory('premium', [], input, NOW)).toEqual([FIRST, SECOND]);
  });

  it('are refused on a plan without the story', () => {
    expect(() => editedStory('basic', [], [{ date: '2021-06-12', title: 'O primeiro encontro' }], NOW)).toThrow(
      expect.objectContaining({ code: 'story.not-in-plan' }),
    );
  });
});

describe('the moments a page keeps once an edit is applied', () => {
  it('are the edited ones on a plan with the story', () => {
    expect(storyAfterEdit('premium', [FIRST], [SECOND])).toEqual([SECOND]);
  });

  it('are the ones it had, hidden, on a plan without it', () => {
    expect(storyAfterEdit('basic', [FIRST], [])).toEqual([FIRST]);
  });
});
