import { useState } from 'react';
import type { OwnedQuestionResponse, SetQuestionRequest } from '../../../adapters/http/contract/question.contract.js';
import { QUESTION_SECTION as TEXT } from '../../../texts/question.pt-br.js';
import { Button } from '../../components/ui/button.js';
import { ActionsWithRemoval } from './actions-with-removal.js';
import { QuestionForm } from './question-form.js';
import { usePageQuestion } from './use-page-question.js';
import { OwnerSection } from './owner-section.js';
import styles from './question-section.module.css';
import box from './owner-section.module.css';

interface QuestionSectionProps {
  readonly memoryId: string;
  readonly token: string;
}

/**
 * "Pergunta de vocês" on the owner's edit page (both plans): the question and hint as they stand (never the answer),
 * and adding, changing or removing them, each saved at once.
 */
export function QuestionSection({ memoryId, token }: QuestionSectionProps) {
  const { owned, loadFailed, saving, notice, save, remove } = usePageQuestion(memoryId, token);
  const [editing, setEditing] = useState(false);
  const onSave = async (question: SetQuestionRequest) => {
    if (await save(question)) setEditing(false);
  };
  return (
    <OwnerSection
      titleId="question-title"
      title={TEXT.title}
      intro={TEXT.intro}
      loadFailed={loadFailed ? TEXT.loadFailed : null}
      busy={saving || (!owned && !loadFailed)}
      notice={notice}
    >
      {owned &&
        (editing ? (
          <QuestionForm initial={owned} saving={saving} onSave={onSave} onCancel={() => setEditing(false)} />
        ) : (
          <QuestionState owned={owned} saving={saving} onEdit={() => setEditing(true)} onRemove={() => void remove()} />
        ))}
    </OwnerSection>
  );
}

interface QuestionStateProps {
  readonly owned: OwnedQuestionResponse;
  readonly saving: boolean;
  readonly onEdit: () => void;
  readonly onRemove: () => void;
}

/** The question and hint as the server has them, with "Trocar pergunta" and "Remover pergunta" (asked once more). */
function QuestionState({ owned, saving, onEdit, onRemove }: QuestionStateProps) {
  if (owned.question === null)
    return (
      <>
        <p className={box.text}>{TEXT.none}</p>
        <Button variant="secondary" onClick={onEdit} disabled={saving}>
          {TEXT.add}
        </Button>
      </>
    );
  return (
    <>
      <p className={styles.question}>{TEXT.current(owned.question)}</p>
      {owned.hint !== null && <p className={box.text}>{TEXT.currentHint(owned.hint)}</p>}
      <ActionsWithRemoval removeLabel={TEXT.remove} confirmText={TEXT.removeConfirm} cancelLabel={TEXT.cancel} saving={saving} onRemove={onRemove}>
        <Button variant="secondary" onClick={onEdit} disabled={saving}>
          {TEXT.change}
        </Button>
      </ActionsWithRemoval>
    </>
  );
}
