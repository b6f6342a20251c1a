import { useState } from 'react';
import { ANSWER_MAX_LENGTH, HINT_MAX_LENGTH, QUESTION_MAX_LENGTH } from '../../../../domain/question/page-question.js';
import { QUESTION_FORM_TEXT as TEXT } from '../../../../texts/order-extras-fields.pt-br.js';
import { questionErrors } from '../order-extras-rules.js';
import type { QuestionDraftField } from '../question-draft.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import formStyles from '../create-memory-form.module.css';
import { ExtraTextField } from './extra-text-field.js';
import styles from '../../memory-form/story-fields.module.css';

interface QuestionField {
  readonly field: QuestionDraftField;
  readonly id: string;
  readonly label: string;
  readonly limit: number;
  readonly placeholder?: string;
  readonly hint?: string;
}

/** The three fields, by their draft's name and the order's (`question`, `questionHint`, `questionAnswer`). */
const FIELDS: readonly QuestionField[] = [
  { field: 'question', id: 'question', label: TEXT.questionLabel, placeholder: TEXT.questionPlaceholder, limit: QUESTION_MAX_LENGTH },
  { field: 'hint', id: 'questionHint', label: TEXT.hintLabel, placeholder: TEXT.hintPlaceholder, limit: HINT_MAX_LENGTH },
  { field: 'answer', id: 'questionAnswer', label: TEXT.answerLabel, hint: TEXT.answerHint, limit: ANSWER_MAX_LENGTH },
];

/**
 * "Pergunta de vocês" once opened: the question, its hint and its answer, each checked by the domain's rule while
 * typed (a field says its problem once it holds something or was left; every field after a refused submit).
 */
export function QuestionFields({ form }: { form: CreateMemoryFormModel }) {
  const { draft, change, setOpen } = form.question;
  const [left, setLeft] = useState<ReadonlySet<QuestionDraftField>>(new Set());
  const errors = questionErrors(draft);
  const shows = (field: QuestionDraftField) => form.fields.touched.has('question') || left.has(field) || draft[field].trim() !== '';
  return (
    <fieldset className={styles.story}>
      <legend className={formStyles.extrasLegend}>{TEXT.legend}</legend>
      <p className={formStyles.sectionHint}>{TEXT.intro}</p>
      {FIELDS.map((each) => (
        <ExtraTextField
          key={each.id}
          id={each.id}
          label={each.label}
          placeholder={each.placeholder}
          hint={each.hint}
          value={draft[each.field]}
          error={shows(each.field) ? errors[each.field] : null}
          maxLength={each.limit}
          onChange={(value) => change(each.field, value)}
          onBlur={() => setLeft((current) => new Set(current).add(each.field))}
          inputRef={each.field === 'question' ? form.fields.ref('question') : undefined}
        />
      ))}
      <button type="button" className={styles.remove} onClick={() => setOpen(false)}>
        {TEXT.remove}
      </button>
    </fieldset>
  );
}
