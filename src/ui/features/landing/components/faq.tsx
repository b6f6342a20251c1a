import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import styles from './faq.module.css';

export interface FaqItem {
  readonly question: string;
  readonly answer: ReactNode;
}

/**
 * An accordion with at most one answer open: each question is a button (aria-expanded) that controls its answer's
 * region; opening one closes the other.
 */
export function Faq({ items }: { readonly items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const id = useId();

  return (
    <div className={styles.list}>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${id}-pergunta-${index}`;
        const panelId = `${id}-resposta-${index}`;
        return (
          <div key={item.question} className={`${styles.item} ${open ? styles.open : ''}`}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.question}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span>{item.question}</span>
                <ChevronDown className={styles.chevron} size={22} aria-hidden="true" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!open}>
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
