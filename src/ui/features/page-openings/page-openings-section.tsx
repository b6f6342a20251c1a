import type { MemoryRecordResponse } from '../../../adapters/http/contract/memories.contract.js';
import { PRODUCT_TIME_ZONE } from '../../../domain/shared/zoned-time.js';
import { OPENINGS_SECTION as TEXT } from '../../../texts/page-openings.pt-br.js';
import styles from './page-openings-section.module.css';

const when = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: PRODUCT_TIME_ZONE,
});

/** "10 de março de 2026 às 12:00", in Brasília time. */
const format = (iso: string) => when.format(new Date(iso)).replace(',', ' às');

/**
 * How often the page was opened, on the owner's edit page: the count and the first and last opening. Nothing when the
 * record carries no counts (the answer to a save does not).
 */
export function PageOpeningsSection({ openings }: { openings: MemoryRecordResponse['openings'] }) {
  if (!openings) return null;
  return (
    <section className={styles.section} aria-labelledby="page-openings-title">
      <h2 id="page-openings-title" className={styles.title}>
        {TEXT.title}
      </h2>
      {openings.count === 0 || !openings.firstAt || !openings.lastAt ? (
        <p className={styles.text}>{TEXT.never}</p>
      ) : (
        <>
          <p className={styles.count}>{TEXT.count(openings.count)}</p>
          <dl className={styles.times}>
            <dt>{TEXT.first}</dt>
            <dd>
              <time dateTime={openings.firstAt}>{format(openings.firstAt)}</time>
            </dd>
            <dt>{TEXT.last}</dt>
            <dd>
              <time dateTime={openings.lastAt}>{format(openings.lastAt)}</time>
            </dd>
          </dl>
          <p className={styles.note}>{TEXT.note}</p>
        </>
      )}
    </section>
  );
}
