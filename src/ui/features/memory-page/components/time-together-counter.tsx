import { parseDatingSince } from '../../../../domain/memory/dating-since.js';
import { TIME_TOGETHER_UNITS, timeTogetherSince } from '../../../../domain/time-together/time-together.js';
import { timeTogetherSentence, timeTogetherUnitWord } from '../../../../texts/time-together.pt-br.js';
import { useNow } from '../../../lib/use-now.js';
import styles from './time-together-counter.module.css';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "12 de junho de 2021, às 20:30" */
function startedOn(datingSince: string): string | null {
  const parsed = parseDatingSince(datingSince);
  if (!parsed) return null;
  const date = dateFormat.format(Date.UTC(parsed.year, parsed.month - 1, parsed.day));
  const pad = (n: number) => String(n).padStart(2, '0');
  return parsed.time ? `${date}, às ${pad(parsed.time.hour)}:${pad(parsed.time.minute)}` : date;
}

/** The live count of time together (spec: refreshed every second, 365-day years and 30-day months). */
export function TimeTogetherCounter({ datingSince }: { datingSince: string }) {
  const together = timeTogetherSince(datingSince, useNow());
  const since = startedOn(datingSince);

  return (
    <section className={styles.counter} aria-labelledby="time-together-title">
      <h2 id="time-together-title" className={styles.title}>
        Juntos há
      </h2>
      <ol className={styles.units} aria-hidden="true">
        {TIME_TOGETHER_UNITS.map((unit) => (
          <li key={unit} className={styles.unit}>
            <span className={styles.value}>{together[unit]}</span>
            <span className={styles.label}>{timeTogetherUnitWord(unit, together[unit])}</span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="timer">
        {timeTogetherSentence(together)}
      </p>
      {since && <p className={styles.since}>desde {since}</p>}
    </section>
  );
}
