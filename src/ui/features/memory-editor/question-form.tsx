import { useState, type KeyboardEvent } from 'react';
import type { OwnedQuestionResponse, SetQuestionRequest } from '../../../adapters/http/contract/question.contract.js';
import { ANSWER_MAX_LENGTH, HINT_MAX_LENGTH, QUESTION_MAX_LENGTH } from '../../../domain/question/page-question.js';
import { QUESTION_SECTION as TEXT } from '../../../texts/question.pt-br.js';
import { describedBy, Field } from '../../components/form/field.js';
import { Button } from '../../components/ui/button.js';
import { EDITOR_LOOK } from './editor-look.js';
import { questionProblems, type QuestionDraft, type QuestionProblems } from './question-rules.js';
import box from './owner-section.module.css';

interface QuestionFormProps {
  /** What the page asks now: a question already set may keep its answer (the field left empty). */
  readonly initial: OwnedQuestionResponse;
  readonly saving: boolean;
  readonly onSave: (question: SetQuestionRequest) => Promise<void>;
  readonly onCancel: () => void;
}

/**
 * The question, its hint and its answer, checked by the domain's rule while typed (a field once touched; all of them
 * once "Salvar pergunta" is pressed); Enter saves (the edit page's own form is not sent).
 */
export function QuestionForm({ initial, saving, onSave, onCancel }: QuestionFormProps) {
  const keepsAnswer = initial.question !== null;
  const [draft, setDraft] = useState<QuestionDraft>({ question: initial.question ?? '', hint: initial.hint ?? '', answer: '' });
  const [touched, setTouched] = useState<ReadonlySet<keyof QuestionDraft>>(new Set());
  const [tried, setTried] = useState(false);
  const problems = questionProblems(draft, keepsAnswer);
  const shown = (field: keyof QuestionDraft) => (tried || touched.has(field) ? problems[field] : null);
  const set = (field: keyof QuestionDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
  };
  const submit = () => {
    setTried(true);
    if (Object.values(problems).some((problem) => problem !== null)) return;
    const answer = draft.answer.trim() === '' ? {} : { answer: draft.answer };
    void onSave({ question: draft.question, hint: draft.hint.trim() === '' ? null : draft.hint, ...answer });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };
  return (
    <div className={box.form}>
      <QuestionFields
        draft={draft}
        problems={{ question: shown('question'), hint: shown('hint'), answer: shown('answer') }}
        keepsAnswer={keepsAnswer}
        onChange={set}
        onKeyDown={onKeyDown}
      />
      <div className={box.actions}>
        <Button onClick={submit} disabled={saving}>
          {TEXT.save}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {TEXT.cancel}
        </Button>
      </div>
    </div>
  );
}

interface QuestionFieldsProps {
  readonly draft: QuestionDraft;
  readonly problems: QuestionProblems;
  readonly keepsAnswer: boolean;
  readonly onChange: (field: keyof QuestionDraft) => (value: string) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

const FIELDS = [
  { field: 'question', id: 'page-question', max: QUESTION_MAX_LENGTH },
  { field: 'hint', id: 'page-question-hint', max: HINT_MAX_LENGTH },
  { field: 'answer', id: 'page-question-answer', max: ANSWER_MAX_LENGTH },
] as const;

/** The three fields, each with its own problem under it. */
function QuestionFields({ draft, problems, keepsAnswer, onChange, onKeyDown }: QuestionFieldsProps) {
  const label = { question: TEXT.questionLabel, hint: TEXT.hintLabel, answer: TEXT.answerLabel };
  const placeholder = { question: TEXT.questionPlaceholder, hint: TEXT.hintPlaceholder, answer: keepsAnswer ? TEXT.keepAnswer : '' };
  return (
    <>
      {FIELDS.map(({ field, id, max }) => {
        const hint = field !== 'answer' ? undefined : keepsAnswer ? TEXT.keepAnswerHint : TEXT.answerHint;
        return (
          <Field key={id} id={id} label={label[field]} error={problems[field]} hint={hint} look={EDITOR_LOOK}>
            <input
              id={id}
              className={EDITOR_LOOK.input}
              autoComplete="off"
              // Room past the limit, so the rule's sentence says what is too long rather than the field cutting it.
              maxLength={max * 2}
              placeholder={placeholder[field] || undefined}
              value={draft[field]}
              onChange={(event) => onChange(field)(event.target.value)}
              onKeyDown={onKeyDown}
              aria-invalid={problems[field] ? true : undefined}
              aria-describedby={describedBy(id, problems[field], hint, EDITOR_LOOK)}
            />
          </Field>
        );
      })}
    </>
  );
}
