import { describe, expect, it } from 'vitest';
import { createPaymentFields, parseRequest } from '../../../src/adapters/http/request-schemas.js';
import { memoryFormFields } from '../../support/mothers/memory.mother.js';

const LETTER = { title: 'Abra quando sentir saudade', text: 'Você é o meu lugar preferido.', opensOn: '2026-07-12' };

describe('createPaymentFields: the order extras as CreateMemory takes them', () => {
  it('passes the question, its hint and its answer, and the letters read from their JSON text', () => {
    const fields = parseRequest(createPaymentFields, {
      ...memoryFormFields(),
      question: 'Onde foi o nosso primeiro encontro?',
      questionHint: 'Tinha pipoca',
      questionAnswer: 'No cinema',
      letters: JSON.stringify([LETTER]),
    });
    expect(fields).toMatchObject({
      question: 'Onde foi o nosso primeiro encontro?',
      questionHint: 'Tinha pipoca',
      questionAnswer: 'No cinema',
      letters: [LETTER],
    });
  });

  it('reads absent extras as none', () => {
    const fields = parseRequest(createPaymentFields, memoryFormFields());
    expect(fields).toMatchObject({ question: '', questionHint: '', questionAnswer: '' });
    expect(fields.letters).toBeUndefined();
  });

  it.each([
    ['a question past 300 characters', { question: 'a'.repeat(301) }, 'O campo "Pergunta" é longo demais.'],
    ['letters that are not a list', { letters: '{"title": "x"}' }, 'O campo "Cartas para o futuro" é inválido.'],
    ['a letter without its day', { letters: JSON.stringify([{ title: 'x', text: 'y' }]) }, 'O campo "Cartas para o futuro" é inválido.'],
  ])('refuses %s naming the field', (_, extras, sentence) => {
    expect(() => parseRequest(createPaymentFields, { ...memoryFormFields(), ...extras })).toThrow(
      expect.objectContaining({ status: 400, publicMessage: sentence }),
    );
  });
});
