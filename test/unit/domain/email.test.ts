import { describe, expect, it } from 'vitest';
import { Email } from '../../../src/domain/memory/email.js';
import { EmailInvalidError } from '../../../src/domain/memory/memory-errors.js';

const EMAIL_MAX_LENGTH = Email.MAX_LENGTH;

describe('Email.isValid and Email.parse: the simple pattern something@something.something, no spaces (spec §5 E-mail)', () => {
  it.each([
    'ana@example.com',
    'ANA@EXAMPLE.COM',
    'ana.julia+amor@example.com.br',
    'a@b.co',
    'joão@exemplo.com.br',
    '  ana@example.com  ', // surrounding spaces are trimmed, not part of the address
    `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length)}@example.com`,
  ])('%j is valid', (email) => {
    expect(Email.isValid(email)).toBe(true);
    expect(Email.parse(email)).toBe(email.trim().toLowerCase());
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['missing @', 'anaexample.com'],
    ['missing dot after @', 'ana@example'],
    ['missing local part', '@example.com'],
    ['missing domain', 'ana@.com'],
    ['nothing after the dot', 'ana@example.'],
    ['two @', 'ana@bia@example.com'],
    ['space inside the local part', 'ana julia@example.com'],
    ['space inside the domain', 'ana@exam ple.com'],
    ['space before @', 'ana @example.com'],
    ['tab inside', 'ana\t@example.com'],
    ['newline inside', 'ana@example.com\nbcc@evil.com'],
    ['only the @', '@'],
    ['too long', `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length + 1)}@example.com`],
  ])('%s (%j) is invalid', (_case, email) => {
    expect(Email.isValid(email)).toBe(false);
    expect(() => Email.parse(email)).toThrow(EmailInvalidError);
  });
});

describe('Email.parse normalises', () => {
  it.each([
    ['ana@example.com', 'ana@example.com'],
    ['Ana@Example.COM', 'ana@example.com'],
    ['  ANA@EXAMPLE.COM \n', 'ana@example.com'],
  ])('%j → %j', (raw, normalised) => {
    expect(Email.parse(raw)).toBe(normalised);
  });
});
