import { cleanMomentText } from '../../../domain/story/story.js';
import { OVER_LIMIT_TEXT } from '../../../texts/over-limit.pt-br.js';
import { STORY_LIMITS, STORY_TEXT } from '../../../texts/story.pt-br.js';
import { describedBy, Field, type FieldLook } from '../../components/form/field.js';
import type { StoryDraft, StoryDraftMoment } from './story-draft.js';
import styles from './story-fields.module.css';

interface MomentFieldsProps {
  readonly id: string;
  /** The moment's place in the form (1-based): "Momento 2". */
  readonly place: number;
  readonly moment: StoryDraftMoment;
  readonly error: string | null;
  readonly draft: StoryDraft;
  readonly look: FieldLook;
  readonly disabled?: boolean;
}

/** "O título tem 3 caracteres a mais", counted as the server counts (cleaned); null within the limit. */
function overLimit(text: string, limit: number, sentence: (excess: number) => string): string | null {
  const excess = cleanMomentText(text).length - limit;
  return excess > 0 ? sentence(excess) : null;
}

/**
 * One moment of "Nossa história": its day, time, title and line (each with its count), its problem, and "Remover". A
 * group inside its list item (a list holds only items).
 */
export function MomentFields({ id, place, moment, error, draft, look, disabled }: MomentFieldsProps) {
  // Kept whole over the limit: the field says how many characters to remove, and the moment's rule keeps it from being sent.
  const titleOver = overLimit(moment.title, STORY_LIMITS.title, OVER_LIMIT_TEXT.momentTitle);
  const lineOver = overLimit(moment.line, STORY_LIMITS.line, OVER_LIMIT_TEXT.momentLine);
  return (
    <div className={styles.moment} role="group" aria-label={STORY_TEXT.moment(place)}>
      <p className={styles.momentName}>{STORY_TEXT.moment(place)}</p>
      <MomentWhen id={id} moment={moment} error={error} draft={draft} look={look} disabled={disabled} />
      <Field
        id={`${id}-titulo`}
        label={STORY_TEXT.titleLabel}
        look={look}
        error={titleOver}
        hint={STORY_TEXT.count(moment.title.length, STORY_LIMITS.title)}
      >
        <input
          id={`${id}-titulo`}
          className={look.input}
          value={moment.title}
          aria-invalid={titleOver ? true : undefined}
          placeholder={STORY_TEXT.titlePlaceholder}
          onChange={(event) => draft.change(moment.key, 'title', event.target.value)}
          disabled={disabled}
        />
      </Field>
      <Field
        id={`${id}-frase`}
        label={STORY_TEXT.lineLabel}
        look={look}
        error={lineOver}
        hint={STORY_TEXT.count(moment.line.length, STORY_LIMITS.line)}
      >
        <textarea
          id={`${id}-frase`}
          className={`${look.input} ${styles.line}`}
          rows={2}
          value={moment.line}
          aria-invalid={lineOver ? true : undefined}
          placeholder={STORY_TEXT.linePlaceholder}
          onChange={(event) => draft.change(moment.key, 'line', event.target.value)}
          disabled={disabled}
        />
      </Field>
      {error && (
        <p id={`${id}-erro`} className={look.error} role="alert">
          {look.errorIcon}
          {error}
        </p>
      )}
      <button
        type="button"
        className={styles.remove}
        onClick={() => draft.remove(moment.key)}
        disabled={disabled}
        aria-label={`${STORY_TEXT.remove} ${STORY_TEXT.moment(place).toLowerCase()}`}
      >
        {STORY_TEXT.remove}
      </button>
    </div>
  );
}

/** The moment's day and its optional time, side by side. */
function MomentWhen({ id, moment, error, draft, look, disabled }: Omit<MomentFieldsProps, 'place'>) {
  return (
    <div className={styles.row}>
      <Field id={`${id}-data`} label={STORY_TEXT.dateLabel} look={look}>
        <input
          id={`${id}-data`}
          className={look.input}
          type="date"
          min="1900-01-01"
          value={moment.date}
          onChange={(event) => draft.change(moment.key, 'date', event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, undefined, look)}
          disabled={disabled}
        />
      </Field>
      <Field id={`${id}-hora`} label={STORY_TEXT.timeLabel} look={look}>
        <input
          id={`${id}-hora`}
          className={look.input}
          type="time"
          value={moment.time}
          onChange={(event) => draft.change(moment.key, 'time', event.target.value)}
          disabled={disabled}
        />
      </Field>
    </div>
  );
}
