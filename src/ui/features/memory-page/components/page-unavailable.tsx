import { ENDED_PAGE_OWNER_HINT, EXPIRED_SENTENCE_START } from '../../../../texts/renewal.pt-br.js';
import styles from './page-unavailable.module.css';

type Reason = 'not-found' | 'gone';

/** What a recipient sees instead of the page: an unknown address (404), or a page whose plan has ended (410). */
export function PageUnavailable({ reason, detail }: { reason: Reason; detail?: string | null }) {
  // An ended basic page is kept 90 days for a renewal that brings it back at the same address.
  const endedPlan = detail?.startsWith(EXPIRED_SENTENCE_START) ?? false;
  return (
    <main className={styles.screen}>
      <svg className={styles.heart} viewBox="0 0 32 32" width="56" height="56" aria-hidden="true">
        <path d="M16 28s-11-6.9-11-15A6 6 0 0 1 16 9.5 6 6 0 0 1 27 13c0 8.1-11 15-11 15z" />
      </svg>
      {reason === 'gone' ? (
        <>
          <h1 className={styles.title}>Esta página de amor chegou ao fim do seu plano.</h1>
          <p>{detail ?? 'Esta página não está mais disponível.'}</p>
          {endedPlan && <p>{ENDED_PAGE_OWNER_HINT}</p>}
          <p>As lembranças continuam com vocês, e uma nova página pode guardá-las de novo.</p>
          <a className={styles.link} href="/">
            Criar uma nova página
          </a>
        </>
      ) : (
        <>
          <h1 className={styles.title}>Não encontramos esta página de amor.</h1>
          <p>Confira se o link ou o QR Code está completo. Uma página recém-criada aparece assim que o pagamento é confirmado.</p>
          <a className={styles.link} href="/">
            Ir para a página inicial
          </a>
        </>
      )}
    </main>
  );
}
