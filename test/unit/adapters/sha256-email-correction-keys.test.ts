import { describe, expect, it } from 'vitest';
import { Sha256EmailCorrectionKeys } from '../../../src/adapters/security/sha256-email-correction-keys.js';

describe('Sha256EmailCorrectionKeys', () => {
  const keys = new Sha256EmailCorrectionKeys();

  it('issues random 256-bit keys and stores only their SHA-256', () => {
    const a = keys.issue();
    const b = keys.issue();
    expect(a.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.key).not.toBe(b.key);
    expect(a.hash).not.toContain(a.key);
  });

  it('matches a key with its own hash only', () => {
    const a = keys.issue();
    const b = keys.issue();
    expect(keys.matches(a.key, a.hash)).toBe(true);
    expect(keys.matches(b.key, a.hash)).toBe(false);
    expect(keys.matches('', a.hash)).toBe(false);
    expect(keys.matches(a.key, 'not-a-hash')).toBe(false);
    expect(keys.matches('x'.repeat(201), a.hash)).toBe(false);
  });
});
