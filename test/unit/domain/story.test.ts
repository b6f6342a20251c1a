import { describe, expect, it } from 'vitest';
import { ControlCharacterError } from '../../../src/domain/shared/control-characters.js';
import {
  cleanMomentText,
  inStoryOrder,
  MOMENT_LINE_MAX_LENGTH,
  MOMENT_TITLE_MAX_LENGTH,
  planHasStory,
  STORY_MAX_MOMENTS,
  validStory,
  type StoryMomentInput,
} from '../../../src/domain/story/story.js';

// 12:00 in São Paulo (UTC−3) on 10 March 2026.
const NOW = new Date('2026-03-10T15:00:00.000Z');
const moment = (overrides: Partial<StoryMomentInput> = {}): StoryMomentInput => ({ date: '2021-06-12', title: 'Primeiro encontro', ...overrides });
const codeOf = (run: () => unknown): unknown => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { code?: string; details?: unknown }).code
      ? { code: (error as { code: string }).code, ...(error as { details: object }).details }
      : error;
  }
};

describe('Nossa história: which plans have it', () => {
  it.each([
    ['basic', false],
    ['premium', true],
  ] as const)('%s: %s', (plan, has) => {
    expect(planHasStory(plan)).toBe(has);
  });
});

describe('Nossa história: a moment is cleaned like the names and checked like the message', () => {
  it('keeps the date, the time, the title and the line, cleaned', () => {
    expect(
      validStory(
        'premium',
        [moment({ time: '19:30', title: '  Nosso <b>primeiro</b>\n beijo ', line: 'No cinema,\r\n  em <i>São Paulo</i>.' })],
        NOW,
      ),
    ).toEqual([{ date: '2021-06-12', time: '19:30', title: 'Nosso primeiro beijo', line: 'No cinema, em São Paulo.' }]);
  });

  it('takes a moment without a time or a line', () => {
    expect(validStory('premium', [moment({ time: '', line: null })], NOW)).toEqual([
      { date: '2021-06-12', time: null, title: 'Primeiro encontro', line: '' },
    ]);
  });

  it('reads a time of spaces as no time, and trims the date and the time it joins', () => {
    expect(validStory('premium', [moment({ time: '   ' })], NOW)).toEqual([{ date: '2021-06-12', time: null, title: 'Primeiro encontro', line: '' }]);
    expect(validStory('premium', [moment({ date: ' 2021-06-12 ', time: ' 19:30 ' })], NOW)).toEqual([
      { date: '2021-06-12', time: '19:30', title: 'Primeiro encontro', line: '' },
    ]);
  });

  it('takes none: absent, null or empty, on any plan', () => {
    for (const plan of ['basic', 'premium'] as const) {
      expect(validStory(plan, undefined, NOW)).toEqual([]);
      expect(validStory(plan, null, NOW)).toEqual([]);
      expect(validStory(plan, [], NOW)).toEqual([]);
    }
  });

  it('removes markup but keeps a lone "<" and punctuation, as the names keep a lone "<"', () => {
    expect(cleanMomentText('Ana <3 Bia: o pedido!')).toBe('Ana <3 Bia: o pedido!');
    expect(cleanMomentText('<script>alert(1)</script>Oi')).toBe('alert(1)Oi');
  });

  it.each<[string, Partial<StoryMomentInput>, object]>([
    ['an impossible day', { date: '2023-02-30' }, { code: 'story.moment-date-invalid', moment: 1 }],
    ['a day in another format', { date: '12/06/2021' }, { code: 'story.moment-date-invalid', moment: 1 }],
    ['a year before 1900', { date: '1899-12-31' }, { code: 'story.moment-date-invalid', moment: 1 }],
    ['an impossible time', { time: '24:00' }, { code: 'story.moment-date-invalid', moment: 1 }],
    ['tomorrow in São Paulo', { date: '2026-03-11' }, { code: 'story.moment-date-in-future', moment: 1 }],
    ['a later month of this year, on an earlier day', { date: '2026-04-01' }, { code: 'story.moment-date-in-future', moment: 1 }],
    ['an empty title', { title: '   ' }, { code: 'story.moment-title-required', moment: 1 }],
    ['a title of markup only', { title: '<b></b>' }, { code: 'story.moment-title-required', moment: 1 }],
    [
      'a title one character too long',
      { title: 'a'.repeat(MOMENT_TITLE_MAX_LENGTH + 1) },
      { code: 'story.moment-title-too-long', moment: 1, limit: 60 },
    ],
    [
      'a line one character too long',
      { line: 'a'.repeat(MOMENT_LINE_MAX_LENGTH + 1) },
      { code: 'story.moment-line-too-long', moment: 1, limit: 200 },
    ],
  ])('refuses %s', (_, overrides, expected) => {
    expect(codeOf(() => validStory('premium', [moment(overrides)], NOW))).toEqual(expected);
  });

  it('takes today, a title of exactly 60 and a line of exactly 200 characters (counted after cleaning)', () => {
    const story = validStory(
      'premium',
      [moment({ date: '2026-03-10', title: ` ${'a'.repeat(MOMENT_TITLE_MAX_LENGTH)} `, line: `<b>${'b'.repeat(MOMENT_LINE_MAX_LENGTH)}</b>` })],
      NOW,
    );
    expect(story[0]!.title).toHaveLength(60);
    expect(story[0]!.line).toHaveLength(200);
  });

  it('names the moment that fails by its place in the form', () => {
    expect(codeOf(() => validStory('premium', [moment(), moment(), moment({ title: '' })], NOW))).toEqual({
      code: 'story.moment-title-required',
      moment: 3,
    });
  });

  it('refuses a control character in any part, naming the part', () => {
    expect(() => validStory('premium', [moment({ line: 'oi\u0000' })], NOW)).toThrow(ControlCharacterError);
    expect(codeOf(() => validStory('premium', [moment({ title: 'a\u0007' })], NOW))).toEqual({ code: 'text.control-character', field: 'storyTitle' });
  });
});

describe('Nossa história: limits and order', () => {
  it(`takes ${STORY_MAX_MOMENTS} moments and refuses one more`, () => {
    const moments = Array.from({ length: STORY_MAX_MOMENTS + 1 }, (_, i) => moment({ date: `201${i}-01-01` }));
    expect(validStory('premium', moments.slice(0, STORY_MAX_MOMENTS), NOW)).toHaveLength(8);
    expect(codeOf(() => validStory('premium', moments, NOW))).toEqual({ code: 'story.too-many-moments', limit: 8 });
  });

  it('refuses any moment on the basic plan', () => {
    expect(codeOf(() => validStory('basic', [moment()], NOW))).toEqual({ code: 'story.not-in-plan' });
  });

  it('keeps them in date order: a day without a time before the same day with one; ties in the order typed', () => {
    const story = validStory(
      'premium',
      [
        moment({ date: '2023-01-01', title: 'C' }),
        moment({ date: '2021-06-12', time: '20:00', title: 'B' }),
        moment({ date: '2021-06-12', title: 'A' }),
        moment({ date: '2019-12-31', time: '23:59', title: 'Z1' }),
        moment({ date: '2019-12-31', time: '23:59', title: 'Z2' }),
      ],
      NOW,
    );
    expect(story.map((m) => m.title)).toEqual(['Z1', 'Z2', 'A', 'B', 'C']);
    expect(inStoryOrder([...story].reverse()).map((m) => m.title)).toEqual(['Z2', 'Z1', 'A', 'B', 'C']);
  });
});
