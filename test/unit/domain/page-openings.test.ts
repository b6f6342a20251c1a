import { describe, expect, it } from 'vitest';
import { NEVER_OPENED, OPENING_WINDOW_MS, openingWindowStart } from '../../../src/domain/openings/page-openings.js';

describe('openings of a page', () => {
  it('an opening counts when the last one counted lies before the half hour ending at it', () => {
    expect(OPENING_WINDOW_MS).toBe(30 * 60_000);
    expect(openingWindowStart(new Date('2026-12-06T18:00:00.000Z'))).toEqual(new Date('2026-12-06T17:30:00.000Z'));
  });

  it('a page never opened has no count and no dates, and its e-mails are on', () => {
    expect(NEVER_OPENED).toEqual({ count: 0, firstAt: null, lastAt: null, emailsOff: false });
  });
});
