import { describe, expect, it } from 'vitest';
import { validEditYoutube, validMemoryDetails } from '../../../src/domain/memory/memory-details.js';
import { Email } from '../../../src/domain/memory/email.js';
import { hasControlCharacter } from '../../../src/domain/shared/control-characters.js';
import { checkCreateMemory, EMPTY_VALUES } from '../../../src/ui/features/create-memory/form-rules.js';
import { memoryDetailsInput, NOW } from '../../support/mothers/memory.mother.js';

describe('control characters: refused where text is typed', () => {
  it.each([
    ['NUL', '\u0000'],
    ['ESC', '\u001b'],
    ['a vertical tab', '\u000b'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
    ['the line separator', '\u2028'],
    ['the paragraph separator', '\u2029'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udfff'],
  ])('%s is one', (_name, character) => {
    expect(hasControlCharacter(`a${character}b`)).toBe(true);
  });

  it.each([
    ['line breaks and a tab', 'linha 1\r\nlinha 2\n\tfim'],
    ['accents and cedilla', 'João e Conceição'],
    ['emoji, with their joiners and selectors', '👩‍❤️‍👨 ❤️ 1️⃣'],
    ['the replacement character a broken encoding leaves', 'caf\ufffd'],
  ])('%s are not', (_name, text) => {
    expect(hasControlCharacter(text)).toBe(false);
  });

  it.each(['yourName', 'lovedName', 'datingSince', 'message', 'youtube', 'email', 'plan', 'revealAt'] as const)(
    'the creation rules refuse one in "%s", naming it',
    (field) => {
      const input = memoryDetailsInput({ plan: 'premium' });
      expect(() => validMemoryDetails({ ...input, [field]: `${input[field]}\u0000` }, NOW)).toThrow(
        expect.objectContaining({ code: 'text.control-character', details: { field } }),
      );
    },
  );

  it('the edit rule refuses one in the music link, naming it', () => {
    expect(() => validEditYoutube('premium', 'https://youtu.be/dQw4w9WgXcQ\u0000')).toThrow(
      expect.objectContaining({ code: 'text.control-character', details: { field: 'youtube' } }),
    );
  });

  it('an address with one is not a valid e-mail (the resend, the correction and the CLI read it so)', () => {
    expect(Email.isValid('ana\u0000@example.com')).toBe(false);
    expect(Email.isValid('ana@example.com\u0085')).toBe(false);
    expect(Email.isValid('ana@example.com')).toBe(true);
  });

  it("the creation form says so under the field, with the server's sentence", () => {
    const values = { ...EMPTY_VALUES, yourName: 'Ana\u0000', lovedName: 'João', date: '2021-06-12', message: 'Te\u2028amo' };
    const check = checkCreateMemory({ values, photoCount: 1, plan: 'basic', now: NOW }, new Set(['yourName', 'message']));
    expect(check.errors.yourName).toBe('O campo "Seu nome" tem um caractere invisível que não pode ser usado. Apague e digite o texto de novo.');
    expect(check.errors.message).toMatch(/"Mensagem" tem um caractere invisível/);
    expect(check.firstInvalid).toBe('yourName');
    expect(check.submitProblem).toMatch(/caractere invisível/);
  });
});
