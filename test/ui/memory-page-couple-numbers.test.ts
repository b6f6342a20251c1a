// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { coupleNumbersCard } from '../../src/ui/features/memory-page/builders/couple-numbers-card.js';

afterEach(() => document.body.replaceChildren());

/** 10:00 in São Paulo, 27 November 2026. */
const NOW = new Date('2026-11-27T13:00:00Z');

function render(datingSince: string): HTMLElement {
  const card = coupleNumbersCard(datingSince, NOW);
  if (!card) throw new Error('no card');
  document.body.append(card);
  return card;
}

/** What the card shows now: its fact, read as one line, and where it is in the sequence. */
const shown = () => ({
  fact: [...document.querySelectorAll('[aria-live="polite"] p')].map((p) => p.textContent).join(' | '),
  position: screen.getByText(/^\d de 6$/).textContent,
});

describe('"Nossos números" on the public page', () => {
  it('shows one fact at a time, on and back with its buttons', () => {
    render('2021-06-12T20:30');
    expect(screen.getByRole('heading', { level: 2, name: 'Nossos números' })).toBeTruthy();
    expect(shown()).toEqual({ fact: 'O dia da semana | Sábado | Tudo começou num sábado.', position: '1 de 6' });
    const previous = screen.getByRole('button', { name: '‹ Anterior' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    const next = screen.getByRole('button', { name: 'Próximo ›' });
    const facts = [shown().fact];
    for (let i = 0; i < 5; i++) {
      fireEvent.click(next);
      facts.push(shown().fact);
    }
    expect(facts).toEqual([
      'O dia da semana | Sábado | Tudo começou num sábado.',
      'A lua daquela noite | Lua crescente | Era lua crescente no céu quando tudo começou.',
      'Luas cheias juntos | 68 | Vocês já viram 68 luas cheias juntos.',
      'Fins de semana juntos | 285 | Vocês já viveram 285 fins de semana lado a lado, contando o primeiro.',
      'O próximo marco | 7 dias | Faltam 7 dias para 2.000 dias juntos.',
      'A estação | Outono | Tudo começou no outono.',
    ]);
    expect(shown().position).toBe('6 de 6');
    expect(previous.disabled).toBe(false);

    fireEvent.click(previous);
    expect(shown().position).toBe('5 de 6');
    // After the last fact, the sequence starts again.
    fireEvent.click(screen.getByRole('button', { name: 'Próximo ›' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ver de novo' }));
    expect(shown().position).toBe('1 de 6');
  });

  it('a tap on the fact shows the next; the arrow keys move too', () => {
    const card = render('2024-01-25');
    fireEvent.click(screen.getByText('Tudo começou numa quinta-feira.'));
    expect(shown()).toEqual({ fact: 'A lua daquela noite | Lua cheia | Era lua cheia no céu quando tudo começou.', position: '2 de 6' });
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    expect(shown().position).toBe('3 de 6');
    fireEvent.keyDown(card, { key: 'ArrowLeft' });
    fireEvent.keyDown(card, { key: 'ArrowLeft' });
    fireEvent.keyDown(card, { key: 'ArrowLeft' });
    expect(shown().position).toBe('1 de 6');
  });

  it('a page that starts today has its first moon and weekend ahead', () => {
    render('2026-11-27');
    const next = screen.getByRole('button', { name: 'Próximo ›' });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(shown().fact).toBe('Luas cheias juntos | 0 | A primeira lua cheia de vocês ainda está por vir.');
    fireEvent.click(next);
    expect(shown().fact).toBe('Fins de semana juntos | 0 | O primeiro fim de semana de vocês está chegando.');
    fireEvent.click(next);
    expect(shown().fact).toBe('O próximo marco | 100 dias | Faltam 100 dias para 100 dias juntos.');
  });

  it('no card for a start that cannot be read', () => {
    expect(coupleNumbersCard('not a date', NOW)).toBeNull();
  });
});
