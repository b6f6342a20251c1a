import { describe, expect, it } from 'vitest';
import {
  MESSAGE_MAX_LENGTH,
  validEditYoutube,
  validMemoryDetails,
  validMessage,
  type MemoryDetailsInput,
} from '../../../src/domain/memory/memory-details.js';
import { memoryDetailsInput, NOW } from '../../support/mothers/memory.mother.js';
import { youtubeLinkForms } from '../../support/mothers/youtube-links.mother.js';

const ID = 'dQw4w9WgXcQ';
/** The one form a music link is stored in, spelled out so a change to the canonical form is caught too. */
const CANONICAL = `https://www.youtube.com/watch?v=${ID}`;
const valid = (overrides: Partial<MemoryDetailsInput> = {}) => validMemoryDetails(memoryDetailsInput(overrides), NOW);

describe('validMemoryDetails: the creation form (spec §5)', () => {
  it('cleans and keeps a valid order', () => {
    expect(
      valid({
        yourName: '  <b>Ana</b>   Júlia ',
        lovedName: 'João!',
        datingSince: ' 2021-06-12T20:30 ',
        message: '  Te amo.\r\nSempre.  ',
        plan: 'premium',
        youtube: `  https://youtu.be/${ID}  `,
        email: '  Ana.Julia@Example.COM ',
      }),
    ).toEqual({
      yourName: 'Ana Júlia',
      lovedName: 'João',
      datingSince: '2021-06-12T20:30',
      message: 'Te amo.\nSempre.',
      plan: 'premium',
      youtube: CANONICAL,
      email: 'ana.julia@example.com',
      revealAt: null,
      palette: 'rose',
      fallingEmoji: 'hearts',
      revealStyle: 'tap',
      story: [],
    });
  });

  it.each<[string, Partial<MemoryDetailsInput>, string, Record<string, unknown>]>([
    [
      'everything missing → yourName first',
      { yourName: '', lovedName: '', datingSince: '', message: '', email: '' },
      'memory.name-required',
      { field: 'yourName' },
    ],
    ['yourName markup only', { yourName: '<b></b>', lovedName: '' }, 'memory.name-required', { field: 'yourName' }],
    ['yourName emoji only', { yourName: '😍❤️', lovedName: '' }, 'memory.name-emoji-only', { field: 'yourName' }],
    ['lovedName emoji only before a bad date', { lovedName: '💖 !', datingSince: 'x' }, 'memory.name-emoji-only', { field: 'lovedName' }],
    ['yourName too short before lovedName missing', { yourName: 'A', lovedName: '' }, 'memory.name-too-short', { field: 'yourName' }],
    ['lovedName missing before a bad date', { lovedName: '   ', datingSince: 'x' }, 'memory.name-required', { field: 'lovedName' }],
    ['lovedName too short before a bad date', { lovedName: 'J', datingSince: 'x' }, 'memory.name-too-short', { field: 'lovedName' }],
    ['bad date before a missing message', { datingSince: '2023-02-30', message: '' }, 'memory.dating-since-invalid', {}],
    ['future date before a missing message', { datingSince: '2026-03-11', message: '' }, 'memory.dating-since-in-future', {}],
    ['missing message before a bad e-mail', { message: ' \r\n ', email: 'nope' }, 'memory.message-required', {}],
    [
      'too long message before a bad e-mail',
      { message: 'a'.repeat(MESSAGE_MAX_LENGTH + 1), email: 'nope' },
      'memory.message-too-long',
      { limit: MESSAGE_MAX_LENGTH },
    ],
    ['bad e-mail before a bad link', { email: 'ana@example', youtube: 'https://vimeo.com/1' }, 'memory.email-invalid', {}],
    ['e-mail with a space', { email: 'ana julia@example.com' }, 'memory.email-invalid', {}],
    ['premium with a non-YouTube link', { youtube: 'https://vimeo.com/123456789' }, 'memory.youtube-invalid', {}],
    ['premium with a 10-character id', { youtube: 'https://youtu.be/dQw4w9WgXc' }, 'memory.youtube-invalid', {}],
    ['premium with garbage', { youtube: 'minha música' }, 'memory.youtube-invalid', {}],
    ['premium with a look-alike host', { youtube: `https://notyoutube.com/watch?v=${ID}` }, 'memory.youtube-invalid', {}],
    ['premium with a script scheme', { youtube: `javascript:alert(1)//youtube.com/watch?v=${ID}` }, 'memory.youtube-invalid', {}],
  ])('%s → %s', (_case, overrides, code, details) => {
    expect(() => valid(overrides)).toThrow(expect.objectContaining({ code, details }));
  });

  it.each<[unknown, 'basic' | 'premium']>([
    ['premium', 'premium'],
    ['basic', 'basic'],
    ['PREMIUM', 'basic'],
    ['gold', 'basic'],
    [undefined, 'basic'],
    [['premium\u0000'], 'basic'],
  ])('plan %j is stored as %s', (plan, expected) => {
    expect(valid({ plan }).plan).toBe(expected);
  });

  it.each([
    ['a valid link', `https://www.youtube.com/watch?v=${ID}`],
    ['an invalid link', 'https://vimeo.com/123456789'],
    ['garbage', 'not a link'],
    ['an empty link', ''],
  ])('basic drops the music link (%s)', (_case, youtube) => {
    expect(valid({ plan: 'basic', youtube }).youtube).toBeNull();
  });

  it.each(youtubeLinkForms(ID))('premium accepts any link the preview can play and stores it canonically (%s)', (_case, youtube) => {
    expect(valid({ plan: 'premium', youtube }).youtube).toBe(CANONICAL);
  });

  it.each([
    ['an id with - and _', 'https://youtu.be/a-b_c-d_e-f', 'https://www.youtube.com/watch?v=a-b_c-d_e-f'],
    ['an id with digits only', 'https://www.youtube.com/shorts/12345678901', 'https://www.youtube.com/watch?v=12345678901'],
  ])('premium stores the canonical link of the id it read (%s)', (_case, youtube, stored) => {
    expect(valid({ plan: 'premium', youtube }).youtube).toBe(stored);
  });

  it.each([
    ['markup after a short link', `https://youtu.be/${ID}"><x>`],
    ['a script after a short link', `https://youtu.be/${ID}"><script>alert(1)</script>`],
    ['a quote after a watch link', `https://www.youtube.com/watch?v=${ID}'onload='alert(1)`],
    ['markup after an embed link', `https://www.youtube.com/embed/${ID}<img src=x>`],
    ['markup in a trailing param', `https://youtu.be/${ID}?t=1"><x>`],
  ])('premium never stores the trailing junk after an accepted id as typed (%s)', (_case, youtube) => {
    const stored = valid({ plan: 'premium', youtube }).youtube;
    expect(stored).toBe(CANONICAL);
    expect(stored).not.toBe(youtube.trim());
    expect(stored).not.toMatch(/[<>"']/);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])('premium without music (%s) stores null', (_case, youtube) => {
    expect(valid({ plan: 'premium', youtube }).youtube).toBeNull();
  });

  it('accepts a date-only start today in São Paulo', () => {
    expect(valid({ datingSince: '2026-03-10' }).datingSince).toBe('2026-03-10');
  });
});

describe('validMessage (spec §5 Message required)', () => {
  it.each([
    ['Te amo', 'Te amo'],
    ['  Te amo  ', 'Te amo'],
    ['Oi\r\nAmor\rFim', 'Oi\nAmor\nFim'],
    ['\r\n\r\nLinha\r\n\r\n', 'Linha'],
    ['a'.repeat(MESSAGE_MAX_LENGTH), 'a'.repeat(MESSAGE_MAX_LENGTH)],
    [`  ${'a'.repeat(MESSAGE_MAX_LENGTH)}  `, 'a'.repeat(MESSAGE_MAX_LENGTH)],
  ])('%j → %j', (raw, message) => {
    expect(validMessage(raw)).toBe(message);
  });

  it.each([
    ['empty', '', 'memory.message-required'],
    ['blank', ' \t ', 'memory.message-required'],
    ['only line breaks', '\r\n\r\n', 'memory.message-required'],
    ['one character too long', 'a'.repeat(MESSAGE_MAX_LENGTH + 1), 'memory.message-too-long'],
  ])('%s → %s', (_case, raw, code) => {
    expect(() => validMessage(raw)).toThrow(expect.objectContaining({ code }));
  });

  it('allows 5000 characters', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(5000);
  });
});

describe('validEditYoutube: the edit page rule, premium only (spec §5 YouTube link, §6 plan differences)', () => {
  it.each<['basic' | 'premium', string | null | undefined, string | null]>([
    // every form the stricter edit rule accepts is stored canonically
    ['premium', `https://www.youtube.com/watch?v=${ID}`, CANONICAL],
    ['premium', `http://youtube.com/watch?v=${ID}`, CANONICAL],
    ['premium', `youtube.com/watch?v=${ID}`, CANONICAL],
    ['premium', `www.youtube.com/watch?v=${ID}`, CANONICAL],
    ['premium', `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`, CANONICAL],
    ['premium', `https://www.youtube.com/watch?v=${ID}&t=42s`, CANONICAL],
    ['premium', `https://www.youtube.com/watch?v=${ID}#t=30`, CANONICAL],
    ['premium', `https://youtu.be/${ID}`, CANONICAL],
    ['premium', `http://youtu.be/${ID}`, CANONICAL],
    ['premium', `  youtu.be/${ID} `, CANONICAL],
    ['premium', `https://www.youtu.be/${ID}`, CANONICAL],
    ['premium', `https://youtu.be/${ID}?t=10`, CANONICAL],
    ['premium', `https://youtu.be/${ID}?si=AbCdEfGh`, CANONICAL],
    ['premium', 'https://youtu.be/a-b_c-d_e-f', 'https://www.youtube.com/watch?v=a-b_c-d_e-f'],
    // a trailing param the edit rule lets through is never stored as typed
    ['premium', `https://youtu.be/${ID}?t=1"><script>alert(1)</script>`, CANONICAL],
    ['premium', `https://www.youtube.com/watch?v=${ID}&x="><x>`, CANONICAL],
    // empty removes the music
    ['premium', '', null],
    ['premium', '   ', null],
    ['premium', null, null],
    ['premium', undefined, null],
    // basic never has music, whatever is sent
    ['basic', `https://www.youtube.com/watch?v=${ID}`, null],
    ['basic', `https://youtu.be/${ID}`, null],
    ['basic', 'garbage', null],
  ])('%s %j → %j', (plan, raw, stored) => {
    expect(validEditYoutube(plan, raw)).toBe(stored);
  });

  it.each([
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://youtu.be/${ID}"><x>`,
    `https://youtu.be/${ID} extra`,
    'https://vimeo.com/1',
    'lixo',
  ])('premium %j → memory.youtube-invalid', (raw) => {
    expect(() => validEditYoutube('premium', raw)).toThrow(expect.objectContaining({ code: 'memory.youtube-invalid' }));
  });
});
