// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  dateError,
  EMPTY_VALUES,
  isComplete,
  submitProblem,
  musicOf,
  youtubeError,
  type CreateMemoryValues,
} from '../../src/ui/features/create-memory/form-rules.js';

const NOW = new Date('2025-06-15T15:00:00Z'); // 12:00 in São Paulo
const filled: CreateMemoryValues = { ...EMPTY_VALUES, yourName: 'Ana', lovedName: 'João', date: '2021-06-12', message: 'Te amo' };

describe('the creation form rules (spec sections 4 and 5)', () => {
  it('reads names as typed through the cleaning rule: emoji and spaces do not make a name incomplete', () => {
    expect(isComplete({ ...filled, yourName: 'Amor ❤️ da vida ', lovedName: ' João  Pedro' }, 1, 'basic', NOW)).toBe(true);
    expect(isComplete({ ...filled, yourName: '❤️❤️' }, 1, 'basic', NOW)).toBe(false);
  });

  it('keeps a music link aside on a plan without music: not checked, not sent, but not lost', () => {
    expect(musicOf('premium', { youtube: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({ youtube: 'https://youtu.be/dQw4w9WgXcQ', parked: false });
    expect(musicOf('basic', { youtube: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({ youtube: '', parked: true });
    expect(musicOf('basic', { youtube: '  ' })).toEqual({ youtube: '', parked: false });
    expect(musicOf('premium', { youtube: '' })).toEqual({ youtube: '', parked: false });
  });

  it.each([
    ['everything there, one photo, basic', filled, 1, 'basic', true],
    ['everything there, three photos, premium', filled, 3, 'premium', true],
    ['two photos on basic', filled, 2, 'basic', false],
    ['four photos on premium', filled, 4, 'premium', false],
    ['no photo', filled, 0, 'premium', false],
    ['a name of one letter', { ...filled, lovedName: 'J' }, 1, 'basic', false],
    ['no date', { ...filled, date: '' }, 1, 'basic', false],
    ['a blank message', { ...filled, message: '   ' }, 1, 'basic', false],
  ] as const)('complete: %s → %s', (_name, values, photos, plan, complete) => {
    expect(isComplete(values, photos, plan)).toBe(complete);
  });

  it.each([
    ['too many photos on basic', filled, 2, 'basic', 'Plano Anual permite no máximo 1 foto(s).'],
    ['too many photos on premium', filled, 4, 'premium', 'Plano Pra Sempre permite no máximo 3 foto(s).'],
    ['nothing filled', EMPTY_VALUES, 0, 'basic', 'Por favor, preencha todos os campos obrigatórios!'],
    ['a missing name', { ...filled, yourName: '' }, 1, 'basic', 'Por favor, preencha todos os campos obrigatórios!'],
    ['a missing message', { ...filled, message: '' }, 1, 'basic', 'Por favor, preencha todos os campos obrigatórios!'],
    ['no photo', filled, 0, 'premium', 'Por favor, selecione pelo menos uma foto!'],
    ['a start date in the future', { ...filled, date: '2025-06-16' }, 1, 'basic', 'A data de início não pode estar no futuro.'],
    ['a music link without a video', { ...filled, youtube: 'https://exemplo.com' }, 1, 'premium', 'Link do YouTube inválido'],
    ['nothing wrong', filled, 1, 'basic', null],
    ['a music link on basic (dropped, never checked)', { ...filled, youtube: 'qualquer coisa' }, 1, 'basic', null],
  ] as const)('the alert for %s', (_name, values, photos, plan, alert) => {
    expect(submitProblem(values, photos, plan, NOW)).toBe(alert);
  });

  it('reads the start date and time against now, as the server does', () => {
    expect(dateError({ date: '2025-06-15', time: '' }, NOW)).toBeNull();
    expect(dateError({ date: '2025-06-15', time: '11:59' }, NOW)).toBeNull();
    expect(dateError({ date: '2025-06-15', time: '12:01' }, NOW)).toBe('A data de início não pode estar no futuro.');
    expect(dateError({ date: '1899-12-31', time: '' }, NOW)).toBe('Informe uma data válida.');
  });

  it('accepts the watch, short-link, shorts, embed and /v/ forms of a music link', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'youtu.be/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/v/dQw4w9WgXcQ',
      '',
    ]) {
      expect(youtubeError('premium', link)).toBeNull();
    }
    expect(youtubeError('premium', 'https://youtu.be/curto')).toBe('Link do YouTube inválido');
  });
});
