import { describe, expect, it } from 'vitest';
import { correctedEmail, EMAIL_CORRECTION_WINDOW_MS, EmailCorrectionExpiredError } from '../../../src/domain/memory/email-correction.js';

const ORDERED = new Date('2026-03-10T15:00:00.000Z');
const after = (ms: number) => new Date(ORDERED.getTime() + ms);

describe('a buyer’s correction of the address', () => {
  it('is the new address, normalised, within an hour of the order', () => {
    expect(correctedEmail(ORDERED, ' Ana@Example.com ', after(0))).toBe('ana@example.com');
    expect(correctedEmail(ORDERED, 'ana@example.com', after(EMAIL_CORRECTION_WINDOW_MS - 1))).toBe('ana@example.com');
  });

  it('is refused from an hour after the order on', () => {
    expect(() => correctedEmail(ORDERED, 'ana@example.com', after(EMAIL_CORRECTION_WINDOW_MS))).toThrow(EmailCorrectionExpiredError);
  });

  it('is refused when the new address does not look like one', () => {
    expect(() => correctedEmail(ORDERED, 'ana@example', after(0))).toThrow(expect.objectContaining({ code: 'memory.email-invalid' }));
  });
});
