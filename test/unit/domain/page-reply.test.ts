import { describe, expect, it } from 'vitest';
import {
  cleanReplyNote,
  REPLIES_PER_CLIENT_PER_PAGE,
  REPLIES_PER_PAGE,
  REPLY_LIMIT_WINDOW_MS,
  REPLY_NOTE_MAX_LENGTH,
  replyLimitPassed,
  replyNoteLength,
  replyWindowStart,
  validReplyNote,
} from '../../../src/domain/replies/page-reply.js';
import { DomainError } from '../../../src/domain/shared/domain-error.js';

describe('a reply’s note', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['   \n\t  ', null],
    ['  Te amo!  ', 'Te amo!'],
    ['Te   amo\tmuito', 'Te amo muito'],
    ['Ana <3 Bia & “nós” 💕', 'Ana <3 Bia & “nós” 💕'],
    ['<script>alert(1)</script>Oi', 'alert(1)Oi'],
    ['<b>negrito</b> <!-- nada --> fim', 'negrito fim'],
    ['linha 1\r\nlinha 2', 'linha 1\nlinha 2'],
    ['a\n\n\n\n\nb', 'a\n\nb'],
    ['a  \n  b', 'a\nb'],
    ['a\n   b', 'a\nb'],
    ['a   \nb', 'a\nb'],
    ['linha 1\rlinha 2', 'linha 1\nlinha 2'],
    ['a\n\n\nb', 'a\n\nb'],
    ['a\n\nb', 'a\n\nb'],
    ['Conceic\u0327a\u0303o', 'Conceição'],
  ])('cleans %j to %j', (raw, cleaned) => {
    expect(cleanReplyNote(raw)).toBe(cleaned);
  });

  it('refuses a control character with its own code, naming the field', () => {
    expect(() => cleanReplyNote('oi\u0000')).toThrow(expect.objectContaining({ code: 'text.control-character', details: { field: 'note' } }));
  });

  it('takes no note at all: a heart alone', () => {
    expect(validReplyNote(null)).toBeNull();
    expect(validReplyNote(undefined)).toBeNull();
    expect(validReplyNote(' \n ')).toBeNull();
  });

  it('counts an emoji as one character and takes exactly the limit', () => {
    expect(replyNoteLength('💕💕')).toBe(2);
    const atLimit = '💕'.repeat(REPLY_NOTE_MAX_LENGTH);
    expect(validReplyNote(atLimit)).toBe(atLimit);
    expect(validReplyNote(`  ${'a'.repeat(REPLY_NOTE_MAX_LENGTH)}  `)).toBe('a'.repeat(REPLY_NOTE_MAX_LENGTH));
  });

  it('refuses one character more than the limit, after cleaning', () => {
    const refusal = (() => {
      try {
        validReplyNote('a'.repeat(REPLY_NOTE_MAX_LENGTH + 1));
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'reply.note-too-long', details: { limit: 280 } });
    // Markup removed first: what is left fits.
    expect(validReplyNote(`<i>${'a'.repeat(REPLY_NOTE_MAX_LENGTH)}</i>`)).toBe('a'.repeat(REPLY_NOTE_MAX_LENGTH));
  });
});

describe('the reply limits', () => {
  it.each([
    [{ page: 0, client: 0 }, null],
    [{ page: REPLIES_PER_PAGE - 1, client: REPLIES_PER_CLIENT_PER_PAGE - 1 }, null],
    [{ page: 1, client: REPLIES_PER_CLIENT_PER_PAGE }, 'client'],
    [{ page: REPLIES_PER_PAGE, client: 0 }, 'page'],
    [{ page: REPLIES_PER_PAGE, client: REPLIES_PER_CLIENT_PER_PAGE }, 'client'],
  ] as const)('with %j received, one more passes %j', (counts, passed) => {
    expect(replyLimitPassed(counts)).toBe(passed);
  });

  it('are a few a day: three per address and ten per page, over the last 24 hours', () => {
    expect(REPLIES_PER_CLIENT_PER_PAGE).toBe(3);
    expect(REPLIES_PER_PAGE).toBe(10);
    expect(replyWindowStart(new Date('2027-01-25T12:00:00.000Z'))).toEqual(new Date('2027-01-24T12:00:00.000Z'));
    expect(REPLY_LIMIT_WINDOW_MS).toBe(86_400_000);
  });
});
