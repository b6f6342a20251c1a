// @vitest-environment happy-dom
import { screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeTogetherCounter } from '../../src/ui/features/memory-page/builders/time-together-counter.js';

const stops: (() => void)[] = [];

/** Puts a counter on the page, as the public page does; `unmount` takes it away as the page does. */
function render(datingSince: string): { unmount: () => void } {
  const { element, stop } = timeTogetherCounter(datingSince);
  document.body.append(element);
  stops.push(stop);
  return {
    unmount: () => {
      stop();
      element.remove();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  // 12:00:00.400 in São Paulo: the start date below, read at midnight there, was 12 hours ago.
  vi.setSystemTime(new Date('2026-03-10T15:00:00.400Z'));
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
  vi.useRealTimers();
});

/** The counter's tiles as a person sees them: "0 anos", "0 meses", … */
const tiles = () => screen.getAllByRole('listitem', { hidden: true }).map((item) => item.textContent!.replace(/(\d)(\D)/, '$1 $2'));

describe('the time-together counter', () => {
  it('counts in the spec’s units, singular and plural, and ticks every second', () => {
    render('2026-03-10');
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('0 anos, 0 meses, 0 dias, 12 horas, 0 minutos e 0 segundos');
    expect(tiles()).toEqual(['0 anos', '0 meses', '0 dias', '12 horas', '0 minutos', '0 segundos']);
    expect(screen.getByText('desde 10 de março de 2026')).toBeTruthy();

    // The first tick comes on the next whole second, then one a second.
    vi.advanceTimersByTime(599);
    expect(timer.textContent).toBe('0 anos, 0 meses, 0 dias, 12 horas, 0 minutos e 0 segundos');
    vi.advanceTimersByTime(1);
    expect(timer.textContent).toBe('0 anos, 0 meses, 0 dias, 12 horas, 0 minutos e 1 segundo');
    vi.advanceTimersByTime(1000);
    expect(timer.textContent).toBe('0 anos, 0 meses, 0 dias, 12 horas, 0 minutos e 2 segundos');
    vi.advanceTimersByTime(59_000);
    expect(timer.textContent).toBe('0 anos, 0 meses, 0 dias, 12 horas, 1 minuto e 1 segundo');
  });

  it('reads 365-day years and 30-day months from a start with a time of day', () => {
    // 2024-03-10 12:00 → 2026-03-10 12:00 in São Paulo is 730 days: 2 years of 365 days, nothing else.
    render('2024-03-10T12:00');
    expect(screen.getByRole('timer').textContent).toBe('2 anos, 0 meses, 0 dias, 0 horas, 0 minutos e 0 segundos');
    expect(screen.getByText('desde 10 de março de 2024, às 12:00')).toBeTruthy();
  });

  it('stops ticking when it leaves the page', () => {
    const { unmount } = render('2026-03-10');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
