import { ENDED_PAGE_OWNER_HINT, EXPIRED_SENTENCE_START } from '../../../../texts/ended-page.pt-br.js';
import { h, HEART_PATH, icon } from '../dom.js';
import styles from './page-unavailable.module.css';

export type UnavailableReason = 'not-found' | 'gone';

/** What a recipient sees instead of the page: an unknown address (404), or a page whose plan has ended (410). */
export function pageUnavailable(reason: UnavailableReason, detail: string | null = null): HTMLElement {
  const heart = icon({ class: styles.heart, viewBox: '0 0 32 32', width: 56, height: 56 }, HEART_PATH);
  if (reason === 'not-found') {
    return h(
      'main',
      { class: styles.screen },
      heart,
      h('h1', { class: styles.title }, 'Não encontramos esta página de amor.'),
      h('p', {}, 'Confira se o link ou o QR Code está completo. Uma página recém-criada aparece assim que o pagamento é confirmado.'),
      h('a', { class: styles.link, href: '/' }, 'Ir para a página inicial'),
    );
  }
  // An ended basic page is kept 90 days for a renewal that brings it back at the same address.
  const endedPlan = detail?.startsWith(EXPIRED_SENTENCE_START) ?? false;
  return h(
    'main',
    { class: styles.screen },
    heart,
    h('h1', { class: styles.title }, 'Esta página de amor chegou ao fim do seu plano.'),
    h('p', {}, detail ?? 'Esta página não está mais disponível.'),
    endedPlan && h('p', {}, ENDED_PAGE_OWNER_HINT),
    h('p', {}, 'As lembranças continuam com vocês, e uma nova página pode guardá-las de novo.'),
    h('a', { class: styles.link, href: '/' }, 'Criar uma nova página'),
  );
}
