import { describe, expect, it } from 'vitest';
import { HmacEditTokens } from '../../../src/adapters/security/hmac-edit-tokens.js';

const tokens = new HmacEditTokens('a'.repeat(32));

describe('HmacEditTokens', () => {
  it('issues 256-bit URL-safe tokens, the same for the same id and version', () => {
    const token = tokens.issue('mem1', 1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.issue('mem1', 1)).toBe(token);
  });

  it('differs by id, by version and by secret', () => {
    const token = tokens.issue('mem1', 1);
    expect(tokens.issue('mem2', 1)).not.toBe(token);
    expect(tokens.issue('mem1', 2)).not.toBe(token);
    expect(new HmacEditTokens('b'.repeat(32)).issue('mem1', 1)).not.toBe(token);
  });

  it('matches only the token of that id and version', () => {
    const token = tokens.issue('mem1', 1);
    expect(tokens.matches('mem1', 1, token)).toBe(true);
    expect(tokens.matches('mem1', 2, token)).toBe(false);
    expect(tokens.matches('mem2', 1, token)).toBe(false);
    expect(tokens.matches('mem1', 1, token.slice(0, -1))).toBe(false);
    expect(tokens.matches('mem1', 1, '')).toBe(false);
    expect(tokens.matches('mem1', 1, `${token}x`)).toBe(false);
  });

  it('refuses a short secret', () => {
    expect(() => new HmacEditTokens('short')).toThrow(/at least 32/);
  });
});
