import { MESSAGES } from '../../../../texts/messages.pt-br.js';
import { h } from '../dom.js';
import styles from './saved-notice.module.css';

/** How long the green "saved" notice stays over the page the owner was sent back to. */
const SHOWN_MS = 5000;

/**
 * The owner saved an edit and was sent back to the page: the editor's "Dados atualizados com sucesso!" is still said
 * here, in the same green, for a few seconds. Loaded only then, so it costs a recipient nothing.
 */
export function showSavedNotice(body: HTMLElement): void {
  const notice = h('p', { class: styles.notice, role: 'status' }, MESSAGES.editSaved);
  body.append(notice);
  setTimeout(() => notice.remove(), SHOWN_MS);
}
