import { cleanReplyNote, REPLY_NOTE_MAX_LENGTH, replyNoteLength } from '../../../../domain/replies/page-reply.js';
import { REPLY_FORM as TEXT } from '../../../../texts/page-replies.pt-br.js';
import { ApiError } from '../../../lib/api-client.js';
import { sendReply } from '../api/send-reply.js';
import { h, HEART_PATH, icon } from '../dom.js';
import styles from './page-reply.module.css';

/** The note as the server will keep it, and its length as the limit counts it: the same rule on both sides. */
function measured(raw: string): { note: string | null; length: number } {
  try {
    const note = cleanReplyNote(raw);
    return { note, length: note === null ? 0 : replyNoteLength(note) };
  } catch {
    // A character no keyboard types: the server names it in its answer.
    return { note: raw, length: replyNoteLength(raw) };
  }
}

const heartIcon = () => icon({ class: styles.heartIcon, viewBox: '0 0 32 32', width: 20, height: 20 }, HEART_PATH);

/** The section's elements, before any behaviour. */
function replyElements() {
  const textarea = h('textarea', {
    id: 'reply-note',
    class: styles.textarea,
    rows: 4,
    placeholder: TEXT.notePlaceholder,
    'aria-describedby': 'reply-count reply-over',
  });
  const count = h('p', { id: 'reply-count', class: styles.count }, TEXT.count(0));
  const over = h('p', { id: 'reply-over', class: styles.overLimit });
  const submit = h('button', { type: 'submit', class: styles.primary }, heartIcon(), TEXT.sendNote);
  const form = h(
    'form',
    { id: 'reply-note-form', class: styles.form, hidden: true, novalidate: true },
    h('label', { for: 'reply-note', class: styles.label }, TEXT.noteLabel),
    textarea,
    count,
    over,
    submit,
  );
  const heart = h('button', { type: 'button', class: styles.primary }, heartIcon(), TEXT.sendHeart);
  const write = h('button', { type: 'button', class: styles.secondary, 'aria-expanded': 'false', 'aria-controls': 'reply-note-form' }, TEXT.addNote);
  const actions = h('div', { class: styles.actions }, heart, write);
  const again = h('button', { type: 'button', class: styles.secondary, hidden: true }, TEXT.sendAnother);
  const status = h('p', { 'aria-live': 'polite', class: styles.status });
  const alert = h('p', { 'aria-live': 'assertive', class: styles.alert });
  const section = h(
    'section',
    { class: styles.reply, 'aria-labelledby': 'reply-title' },
    h('h2', { id: 'reply-title', class: styles.title }, TEXT.title),
    h('p', { class: styles.lead }, TEXT.lead),
    actions,
    form,
    status,
    alert,
    again,
  );
  return { section, textarea, count, over, submit, form, heart, write, actions, again, status, alert };
}

/**
 * The note's live count. Over the limit the note is kept whole: the field says how much to remove ("Seu recado tem 3
 * caracteres a mais"), is marked, and sending waits until it fits.
 */
function showCount(el: ReturnType<typeof replyElements>): void {
  const excess = measured(el.textarea.value).length - REPLY_NOTE_MAX_LENGTH;
  el.count.textContent = TEXT.count(excess + REPLY_NOTE_MAX_LENGTH);
  el.count.classList.toggle(styles.over!, excess > 0);
  const sentence = excess > 0 ? TEXT.overLimit(excess) : '';
  el.over.textContent = sentence;
  el.textarea.setAttribute('aria-invalid', String(excess > 0));
  el.submit.setAttribute('aria-disabled', String(excess > 0));
}

/**
 * "Responder com carinho", at the end of the page: a heart alone in one tap, or a short note with a live count. Sent
 * to the page's buyer by e-mail; the visitor sees a thank-you, or the server's Portuguese sentence when it refuses.
 * Loaded after the page is on screen (its own chunk), so it costs the first paint nothing.
 */
export function pageReply(slug: string, id: string): HTMLElement {
  const el = replyElements();
  const showForm = (shown: boolean) => {
    el.form.hidden = !shown;
    el.write.setAttribute('aria-expanded', String(shown));
  };
  const busy = (on: boolean) => {
    for (const button of [el.heart, el.write, el.submit]) button.disabled = on;
    el.status.textContent = on ? TEXT.sending : '';
  };
  const counted = () => showCount(el);

  async function send(withNote: boolean): Promise<void> {
    el.alert.textContent = '';
    const { note, length } = withNote ? measured(el.textarea.value) : { note: null, length: 0 };
    if (length > REPLY_NOTE_MAX_LENGTH) {
      // The field says how much to remove, and is read with it once focused.
      el.textarea.focus();
      return;
    }
    busy(true);
    try {
      const sent = await sendReply(slug, id, note);
      busy(false);
      el.textarea.value = '';
      counted();
      showForm(false);
      el.actions.hidden = true;
      el.again.hidden = false;
      el.status.textContent = sent.note === null ? TEXT.sentHeart : TEXT.sentNote;
    } catch (error) {
      busy(false);
      el.alert.textContent = error instanceof ApiError && error.serverMessage ? error.serverMessage : TEXT.failed;
    }
  }

  el.textarea.addEventListener('input', counted);
  el.heart.addEventListener('click', () => void send(false));
  el.form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send(true);
  });
  el.write.addEventListener('click', () => {
    showForm(el.form.hidden);
    if (!el.form.hidden) el.textarea.focus();
  });
  el.again.addEventListener('click', () => {
    el.status.textContent = '';
    el.again.hidden = true;
    el.actions.hidden = false;
    el.heart.focus();
  });
  return el.section;
}
