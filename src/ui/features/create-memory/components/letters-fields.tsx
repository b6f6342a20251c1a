import { useState } from 'react';
import { letterDayRange, LETTERS_MAX, LETTER_TEXT_MAX, LETTER_TITLE_MAX } from '../../../../domain/letters/future-letter.js';
import { LETTERS_FORM_TEXT as TEXT } from '../../../../texts/order-extras-fields.pt-br.js';
import type { LetterDraft, LetterDraftField } from '../letters-draft.js';
import { letterErrors } from '../order-extras-rules.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import formStyles from '../create-memory-form.module.css';
import { ExtraTextField } from './extra-text-field.js';
// The same boxes as the story's moments, whose styles the form loads already.
import styles from '../../memory-form/story-fields.module.css';

/**
 * "Cartas para o futuro" once opened (Pra Sempre): up to twelve letters, each a title, a text and the day it opens, checked
 * by the domain's rules while typed; add, remove, or drop them all.
 */
export function LettersFields({ form }: { form: CreateMemoryFormModel }) {
  const { draft, add, setOpen } = form.letters;
  return (
    <fieldset className={styles.story}>
      <legend className={formStyles.extrasLegend}>{TEXT.legend}</legend>
      <p className={formStyles.sectionHint}>{TEXT.intro}</p>
      <ol className={styles.moments}>
        {draft.letters.map((letter, index) => (
          <li key={letter.key}>
            <LetterFields form={form} letter={letter} place={index + 1} />
          </li>
        ))}
      </ol>
      {draft.letters.length < LETTERS_MAX ? (
        <button type="button" className={styles.add} onClick={add}>
          + {TEXT.add}
        </button>
      ) : (
        <p className={formStyles.sectionHint}>{TEXT.full}</p>
      )}
      <button type="button" className={styles.remove} onClick={() => setOpen(false)}>
        {TEXT.remove}
      </button>
    </fieldset>
  );
}

/** One letter: a field says its problem once it holds something or was left; every field after a refused submit. */
function LetterFields({ form, letter, place }: { form: CreateMemoryFormModel; letter: LetterDraft; place: number }) {
  const [left, setLeft] = useState<ReadonlySet<LetterDraftField>>(new Set());
  const errors = letterErrors(letter, form.now);
  const shows = (field: LetterDraftField) => form.fields.touched.has('letters') || left.has(field) || letter[field].trim() !== '';
  const range = letterDayRange(form.now);
  const field = (name: LetterDraftField) => ({
    id: `carta-${letter.key}-${name}`,
    value: letter[name],
    error: shows(name) ? errors[name] : null,
    onChange: (value: string) => form.letters.change(letter.key, name, value),
    onBlur: () => setLeft((current) => new Set(current).add(name)),
  });
  return (
    <div className={styles.moment} role="group" aria-label={TEXT.letter(place)}>
      <p className={styles.momentName}>{TEXT.letter(place)}</p>
      <ExtraTextField
        {...field('title')}
        label={TEXT.titleLabel}
        placeholder={TEXT.titlePlaceholder}
        maxLength={LETTER_TITLE_MAX}
        inputRef={place === 1 ? form.fields.ref('letters') : undefined}
      />
      <ExtraTextField {...field('text')} label={TEXT.textLabel} maxLength={LETTER_TEXT_MAX} multiline />
      <ExtraTextField {...field('opensOn')} label={TEXT.dayLabel} type="date" min={range.first} max={range.last} />
      <button type="button" className={styles.remove} onClick={() => form.letters.remove(letter.key)}>
        {TEXT.removeLetter}
      </button>
    </div>
  );
}
