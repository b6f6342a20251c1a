import type { AskingPageResponse } from '../../../../adapters/http/contract/question.contract.js';
import { ANSWER_MAX_LENGTH } from '../../../../domain/question/page-question.js';
import { QUESTION_TEXT } from '../../../../texts/question.pt-br.js';
import { answerQuestion, type AnswerOutcome } from '../api/answer-question.js';
import { h } from '../dom.js';
import styles from './question-page.module.css';

export interface AnswerFormOptions {
  /** The ids of the lines the answer replies to (the question, its hint), read with the field. */
  readonly describedBy: string;
  /** The answer was right: the page is read again and shown; rejects when it could not be. */
  readonly onRight: () => Promise<void>;
}

const INPUT_ID = 'question-answer';

/**
 * "Sua resposta" and "Abrir" (Enter sends it). A wrong answer says the server's sentence and leaves the answer in
 * the field, focused, to be corrected; after too many, the server's sentence, and "Abrir" waits out the time it says.
 */
export function questionAnswerForm(asking: AskingPageResponse, options: AnswerFormOptions): HTMLFormElement {
  const input = h('input', {
    id: INPUT_ID,
    class: styles.input,
    type: 'text',
    autocomplete: 'off',
    enterkeyhint: 'go',
    maxlength: ANSWER_MAX_LENGTH * 2,
    'aria-describedby': `${options.describedBy} ${INPUT_ID}-message`,
    onInput: () => input.removeAttribute('aria-invalid'),
  });
  const button = h('button', { type: 'submit', class: styles.open }, QUESTION_TEXT.open);
  const message = h('p', { id: `${INPUT_ID}-message`, class: styles.message, 'aria-live': 'assertive' });
  let waiting = false;

  const checking = (busy: boolean) => {
    button.disabled = busy || waiting;
    button.textContent = busy ? QUESTION_TEXT.checking : QUESTION_TEXT.open;
    form.setAttribute('aria-busy', String(busy));
  };
  const waitOut = (seconds: number) => {
    waiting = true;
    button.disabled = true;
    setTimeout(() => {
      waiting = false;
      button.disabled = false;
      message.textContent = '';
    }, seconds * 1000);
  };
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (waiting || button.disabled) return;
    if (input.value.trim() === '') return void input.focus();
    checking(true);
    message.textContent = '';
    const outcome = await answerQuestion(asking.slug, asking.id, input.value).catch(() => null);
    const rightAndShown = () =>
      options.onRight().then(
        () => true,
        () => false,
      );
    if (outcome?.kind === 'opened' && (await rightAndShown())) return;
    checking(false);
    if (outcome?.kind === 'wait') waitOut(outcome.seconds);
    sayRefusal(input, message, refusalSentence(outcome));
  };

  const form = h(
    'form',
    { class: styles.form, novalidate: true, onSubmit: (event: SubmitEvent) => void submit(event) },
    h('label', { for: INPUT_ID, class: styles.label }, QUESTION_TEXT.answerLabel),
    input,
    button,
    message,
  );
  return form;
}

/** The server's own sentence for a refusal; ours when it sent none, or for an answer that could not be checked or shown. */
function refusalSentence(outcome: AnswerOutcome | null): string {
  if (outcome === null || outcome.kind === 'opened') return QUESTION_TEXT.answerFailed;
  return outcome.sentence ?? (outcome.kind === 'wrong' ? QUESTION_TEXT.wrongAnswer : QUESTION_TEXT.tooManyTries);
}

/** The refusal said (aloud too: the line is live), the field marked and shaken, the answer kept and focused to be corrected. */
function sayRefusal(input: HTMLInputElement, message: HTMLElement, sentence: string): void {
  message.textContent = sentence;
  input.setAttribute('aria-invalid', 'true');
  input.classList.remove(styles.refused!);
  void input.offsetWidth; // restarts the shake of another refusal in a row
  input.classList.add(styles.refused!);
  input.focus();
}
