import { Eye } from 'lucide-react';
import { EXAMPLE_PAGE_PATH } from '../../../../domain/memory/example-page.js';
import { EXAMPLE_LINK_TEXT } from '../../../../texts/example-page.pt-br.js';
import styles from './hero-section.module.css';

/**
 * "Ver um exemplo": the shop's own example page, a real public page of an invented couple, so a buyer sees what they
 * buy before paying. A plain link: the public page is its own entry, not a route of this app.
 */
export function ExamplePageLink() {
  return (
    <p className={styles.example}>
      <a href={EXAMPLE_PAGE_PATH} className={styles.exampleLink} aria-describedby="exemplo-dica">
        <Eye size={18} aria-hidden="true" />
        {EXAMPLE_LINK_TEXT.label}
      </a>
      <span id="exemplo-dica" className={styles.exampleHint}>
        {EXAMPLE_LINK_TEXT.hint}
      </span>
    </p>
  );
}
