import type { OpenPageResponse, PublicPageResponse } from '../../../../adapters/http/contract/memories.contract.js';
import type { AskingPageResponse } from '../../../../adapters/http/contract/question.contract.js';
import { QUESTION_TEXT } from '../../../../texts/question.pt-br.js';
import { h, HEART_PATH, icon } from '../dom.js';
import { fallingHearts } from './falling-hearts.js';
import { ownerPreview } from './owner-preview.js';
import { questionAnswerForm } from './question-answer-form.js';
import closed from './closed-page.module.css';
import styles from './question-page.module.css';

export interface QuestionPageOptions {
  /** The page's edit token when this browser holds one: the owner may look at the page without answering. */
  readonly ownerToken: string | null;
  /** Reads the page again, past the browser's cache: after the right answer, the server answers it open. */
  readonly refetch: () => Promise<PublicPageResponse>;
  /** The page (or the owner's preview of it, with a line saying so) is shown. */
  readonly onOpen: (page: OpenPageResponse, notice: string | null) => void;
}

/**
 * A page that asks a question ("Pergunta de vocês"), until this browser gave the right answer: the two names, the
 * question, its hint, the answer's field and the hearts, nothing personal (the server sends nothing more). The right
 * answer is itself the page's opening on the server; the page read again then shows as usual. The owner's browser
 * is offered a preview of the page, without answering.
 */
export function showQuestionPage(root: HTMLElement, asking: AskingPageResponse, options: QuestionPageOptions): void {
  document.title = `${asking.yourName} & ${asking.lovedName} · memories`;
  const { question, hint } = asking.asks;
  const onRight = async () => {
    const page = await options.refetch();
    if (page.opensAt !== null || 'asks' in page) throw new Error('The page is still closed after the right answer');
    options.onOpen(page, null);
  };
  const form = questionAnswerForm(asking, { describedBy: hint ? 'question-text question-hint' : 'question-text', onRight });
  root.replaceChildren(
    h(
      'main',
      { class: `${closed.screen} ${styles.screen}` },
      icon({ class: closed.heart, viewBox: '0 0 32 32', width: 48, height: 48 }, HEART_PATH),
      h('h1', { class: closed.names }, `${asking.yourName} & ${asking.lovedName}`),
      h('p', {}, QUESTION_TEXT.lead(asking.yourName)),
      h(
        'div',
        { class: styles.card },
        h('p', { id: 'question-text', class: styles.question }, question),
        hint && h('p', { id: 'question-hint', class: styles.hint }, QUESTION_TEXT.hint(hint)),
        form,
      ),
      fallingHearts(asking.fallingEmoji),
    ),
  );
  if (options.ownerToken) offerOwnerPreview(form, asking.id, options.ownerToken, options.onOpen);
}

/** Below the answer, for the owner: "Ver a prévia", once the server recognised the edit token. */
function offerOwnerPreview(form: HTMLElement, id: string, token: string, onOpen: QuestionPageOptions['onOpen']): void {
  void ownerPreview(id, token).then((preview) => {
    if (!preview) return;
    const open = () => onOpen(preview, QUESTION_TEXT.ownerPreview);
    form.after(
      h(
        'div',
        { class: styles.owner },
        h('p', { class: closed.note }, QUESTION_TEXT.ownerPreviewOffer),
        h('button', { type: 'button', class: styles.preview, onClick: open }, QUESTION_TEXT.ownerPreviewButton),
      ),
    );
  });
}
