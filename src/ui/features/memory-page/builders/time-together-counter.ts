import { parseDatingSince } from '../../../../domain/memory/dating-since.js';
import { TIME_TOGETHER_UNITS, timeTogetherSince } from '../../../../domain/time-together/time-together.js';
import { timeTogetherSentence, timeTogetherUnitWord } from '../../../../texts/time-together.pt-br.js';
import { eachSecond } from '../../../lib/each-second.js';
import { h } from '../dom.js';
import styles from './time-together-counter.module.css';

/** Made when the page is first shown, not when the script runs: a date format costs a slow phone a few milliseconds. */
let dateFormat: Intl.DateTimeFormat | undefined;

/** "12 de junho de 2021, às 20:30" */
function startedOn(datingSince: string): string | null {
  const parsed = parseDatingSince(datingSince);
  if (!parsed) return null;
  dateFormat ??= new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const date = dateFormat.format(Date.UTC(parsed.year, parsed.month - 1, parsed.day));
  const pad = (n: number) => String(n).padStart(2, '0');
  return parsed.time ? `${date}, às ${pad(parsed.time.hour)}:${pad(parsed.time.minute)}` : date;
}

/**
 * The live count of time together (spec: refreshed every second, 365-day years and 30-day months). `stop` ends its
 * ticking, for when it leaves the page.
 */
export function timeTogetherCounter(datingSince: string): { readonly element: HTMLElement; readonly stop: () => void } {
  const tiles = TIME_TOGETHER_UNITS.map((unit) => ({ unit, value: h('span', { class: styles.value }), label: h('span', { class: styles.label }) }));
  const timer = h('p', { class: 'visually-hidden', role: 'timer' });
  const show = () => {
    const together = timeTogetherSince(datingSince, new Date());
    for (const { unit, value, label } of tiles) {
      value.textContent = String(together[unit]);
      label.textContent = timeTogetherUnitWord(unit, together[unit]);
    }
    timer.textContent = timeTogetherSentence(together);
  };
  show();
  const since = startedOn(datingSince);
  const element = h(
    'section',
    { class: styles.counter, 'aria-labelledby': 'time-together-title' },
    h('h2', { id: 'time-together-title', class: styles.title }, 'Juntos há'),
    h('ol', { class: styles.units, 'aria-hidden': 'true' }, ...tiles.map(({ value, label }) => h('li', { class: styles.unit }, value, label))),
    timer,
    since && h('p', { class: styles.since }, `desde ${since}`),
  );
  return { element, stop: eachSecond(show) };
}
