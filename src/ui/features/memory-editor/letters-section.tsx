import { useState } from 'react';
import type { OwnedLetterResponse, WriteLetterRequest } from '../../../adapters/http/contract/letters.contract.js';
import { letterDayRange, LETTER_TEXT_MAX, LETTER_TITLE_MAX, validLetter } from '../../../domain/letters/future-letter.js';
import { planHasLetters } from '../../../domain/letters/letters-plan.js';
import type { PlanId } from '../../../domain/plan/plan.js';
import { LETTERS_SECTION as TEXT } from '../../../texts/letters.pt-br.js';
import { describedBy, Field } from '../../components/form/field.js';
import { Button } from '../../components/ui/button.js';
import { domainRuleSentence } from '../memory-form/field-rules.js';
import { ActionsWithRemoval } from './actions-with-removal.js';
import { EDITOR_LOOK } from './editor-look.js';
import { useFutureLetters } from './use-future-letters.js';
import { OwnerSection } from './owner-section.js';
import styles from './letters-section.module.css';
import box from './owner-section.module.css';

interface LettersSectionProps {
  readonly memoryId: string;
  readonly token: string;
  readonly plan: PlanId;
}

/** "Cartas para o futuro" on the owner's edit page of a Pra Sempre page: the letters, and writing, changing or removing one until its day. */
export function LettersSection({ memoryId, token, plan }: LettersSectionProps) {
  return planHasLetters(plan) ? <Letters memoryId={memoryId} token={token} /> : null;
}

/** Which form is open: none, a new letter, or the change of one. */
type Editing = null | 'new' | OwnedLetterResponse;

function Letters({ memoryId, token }: { memoryId: string; token: string }) {
  const { letters, loadFailed, saving, notice, save, remove } = useFutureLetters(memoryId, token);
  const [editing, setEditing] = useState<Editing>(null);
  const onSave = async (letter: WriteLetterRequest) => {
    if (await save(letter, editing === 'new' || editing === null ? undefined : editing.id)) setEditing(null);
  };
  return (
    <OwnerSection
      titleId="letters-title"
      title={TEXT.title}
      intro={TEXT.intro}
      loadFailed={loadFailed ? TEXT.loadFailed : null}
      busy={saving || (!letters && !loadFailed)}
      notice={notice}
    >
      {letters && (
        <>
          {letters.letters.length === 0 ? (
            <p className={box.text}>{TEXT.none}</p>
          ) : (
            <p className={box.text}>{TEXT.count(letters.letters.length, letters.max)}</p>
          )}
          <ul className={styles.list}>
            {letters.letters.map((letter) =>
              editing !== null && editing !== 'new' && editing.id === letter.id ? (
                <li key={letter.id} className={styles.letter}>
                  <LetterForm initial={letter} saving={saving} onSave={onSave} onCancel={() => setEditing(null)} />
                </li>
              ) : (
                <LetterItem
                  key={letter.id}
                  letter={letter}
                  saving={saving}
                  onEdit={() => setEditing(letter)}
                  onRemove={() => void remove(letter.id)}
                />
              ),
            )}
          </ul>
          {editing === 'new' ? (
            <LetterForm initial={null} saving={saving} onSave={onSave} onCancel={() => setEditing(null)} />
          ) : letters.letters.length < letters.max ? (
            <Button variant="secondary" onClick={() => setEditing('new')} disabled={saving || editing !== null}>
              {TEXT.newLetter}
            </Button>
          ) : (
            <p className={box.text}>{TEXT.full}</p>
          )}
        </>
      )}
    </OwnerSection>
  );
}

function LetterItem(props: { letter: OwnedLetterResponse; saving: boolean; onEdit: () => void; onRemove: () => void }) {
  const { letter, saving } = props;
  return (
    <li className={styles.letter}>
      <p className={styles.envelope}>
        <span aria-hidden="true">💌 </span>
        <strong>{letter.title}</strong> · {letter.open ? TEXT.openedOn(letter.opensOn) : TEXT.opensOn(letter.opensOn)}
      </p>
      {/* Plain text: React escapes it, and the line breaks show as written. */}
      <p className={styles.text}>{letter.text}</p>
      {letter.openedAt !== null && <p className={box.text}>{TEXT.readByThem}</p>}
      {!letter.open && (
        <ActionsWithRemoval
          removeLabel={TEXT.remove}
          confirmText={TEXT.removeConfirm}
          cancelLabel={TEXT.cancel}
          saving={saving}
          onRemove={props.onRemove}
        >
          <Button variant="secondary" onClick={props.onEdit} disabled={saving}>
            {TEXT.edit}
          </Button>
        </ActionsWithRemoval>
      )}
    </li>
  );
}

/** A letter's title, text and day, checked by the domain's rules before it goes (the edit page's own form is not sent). */
function LetterForm(props: {
  initial: OwnedLetterResponse | null;
  saving: boolean;
  onSave: (letter: WriteLetterRequest) => Promise<void>;
  onCancel: () => void;
}) {
  const [letter, setLetter] = useState<WriteLetterRequest>(props.initial ?? { title: '', text: '', opensOn: '' });
  const [tried, setTried] = useState(false);
  const problem = domainRuleSentence(() => validLetter(letter, new Date()));
  const error = tried ? problem : null;
  const set = (field: keyof WriteLetterRequest) => (value: string) => setLetter((current) => ({ ...current, [field]: value }));
  const submit = () => {
    setTried(true);
    if (problem === null) void props.onSave(letter);
  };
  return (
    <div className={box.form}>
      <LetterFields letter={letter} error={error} onChange={set} />
      <div className={box.actions}>
        <Button onClick={submit} disabled={props.saving}>
          {props.initial ? TEXT.saveChange : TEXT.save}
        </Button>
        <Button variant="ghost" onClick={props.onCancel} disabled={props.saving}>
          {TEXT.cancel}
        </Button>
      </div>
    </div>
  );
}

/** The letter's three fields; the domain's refusal shows under the day, the last one. */
function LetterFields(props: {
  letter: WriteLetterRequest;
  error: string | null;
  onChange: (field: keyof WriteLetterRequest) => (value: string) => void;
}) {
  const { letter, error, onChange: set } = props;
  const range = letterDayRange(new Date());
  return (
    <>
      <Field id="letter-title" label={TEXT.titleLabel} hint={TEXT.titleHint} look={EDITOR_LOOK}>
        <input
          id="letter-title"
          className={EDITOR_LOOK.input}
          maxLength={LETTER_TITLE_MAX * 2}
          value={letter.title}
          onChange={(event) => set('title')(event.target.value)}
          aria-describedby={describedBy('letter-title', null, true, EDITOR_LOOK)}
        />
      </Field>
      <Field id="letter-text" label={TEXT.textLabel} look={EDITOR_LOOK}>
        <textarea
          id="letter-text"
          className={EDITOR_LOOK.input}
          rows={6}
          maxLength={LETTER_TEXT_MAX * 2}
          value={letter.text}
          onChange={(event) => set('text')(event.target.value)}
        />
      </Field>
      <Field id="letter-day" label={TEXT.dayLabel} error={error} look={EDITOR_LOOK}>
        <input
          id="letter-day"
          className={EDITOR_LOOK.input}
          type="date"
          min={range.first}
          max={range.last}
          value={letter.opensOn}
          onChange={(event) => set('opensOn')(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('letter-day', error)}
        />
      </Field>
    </>
  );
}
