import { useId } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../domain/memory/memory-details.js';
import { PLANS } from '../../../domain/plan/plan.js';
import { describedBy, Field } from '../../components/form/field.js';
import { EDITOR_LOOK } from './editor-look.js';
import { REVEAL_TEXT } from '../../../texts/reveal-date.pt-br.js';
import { OVER_LIMIT_TEXT } from '../../../texts/over-limit.pt-br.js';
import { DateField } from '../memory-form/date-field.js';
import { messageExcess } from '../memory-form/field-rules.js';
import { RevealDateFields } from '../memory-form/reveal-date-fields.js';
import { LookPicker } from '../memory-form/look-picker.js';
import { RevealStylePicker } from '../memory-form/reveal-style-picker.js';
import { EditStoryFields } from './edit-story-fields.js';
import { revealPassed } from './edit-state.js';
import { savedSongHint } from './edit-music.js';
import { MusicSearch } from '../memory-form/music/music-search.js';
import { musicVerdictHint } from '../memory-form/music/music-verdict.js';
import type { MemoryEditModel } from './use-memory-edit.js';
import styles from './memory-editor.module.css';

interface EditFieldProps {
  readonly edit: MemoryEditModel;
  readonly id: string;
}

function MessageField({ edit, id, rows }: EditFieldProps & { rows: number }) {
  const { message } = edit.state;
  const excess = messageExcess(message);
  // Kept whole over the limit, and marked at once with how many characters to remove.
  const error = edit.check.errors.message ?? (excess > 0 ? OVER_LIMIT_TEXT.message(excess) : null);
  return (
    <Field
      id={id}
      label="Mensagem"
      error={error}
      hint={
        <>
          {message.length}/{MESSAGE_MAX_LENGTH} caracteres
        </>
      }
      look={EDITOR_LOOK}
    >
      <textarea
        id={id}
        ref={edit.fields.ref('message')}
        className={`${styles.input} ${styles.textarea}`}
        value={message}
        rows={rows}
        onChange={(event) => edit.update({ message: event.target.value })}
        onBlur={() => edit.fields.touch('message')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, true, EDITOR_LOOK)}
        disabled={edit.busy}
      />
    </Field>
  );
}

const MUSIC_HINT = 'Cole o link de um vídeo (youtube.com/watch?v=… ou youtu.be/…). Deixe em branco para ficar sem música.';

/**
 * The music link, asked of YouTube once changed (the song's name under it, or why it cannot play) and, on the edit page,
 * the search by name (its thumbnails are allowed on the app's pages, not on the public page that holds the popup).
 */
function MusicField({ edit, id, withSearch }: EditFieldProps & { withSearch: boolean }) {
  const error = edit.check.errors.youtube ?? edit.music.refusal;
  const song = musicVerdictHint(edit.music.verdict) ?? savedSongHint(edit.memory, edit.state);
  const label = (
    <>
      Link da música no YouTube <span className={styles.optional}>(opcional)</span>
    </>
  );
  return (
    <div>
      <Field id={id} label={label} error={error} hint={song ? <>{song}</> : MUSIC_HINT} look={EDITOR_LOOK}>
        <input
          id={id}
          ref={edit.fields.ref('youtube')}
          className={styles.input}
          type="text"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://www.youtube.com/watch?v=..."
          value={edit.state.youtube}
          onChange={(event) => edit.update({ youtube: event.target.value })}
          onBlur={() => {
            edit.fields.touch('youtube');
            edit.music.checkNow();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, true, EDITOR_LOOK)}
          disabled={edit.busy}
        />
      </Field>
      {withSearch && <MusicSearch onPick={(youtube) => edit.update({ youtube })} disabled={edit.busy} />}
    </div>
  );
}

/** The day the page opens: changed or removed until it has passed, then only shown. */
function RevealField({ edit, id }: EditFieldProps) {
  if (revealPassed(edit.memory)) return <p className={styles.hint}>{REVEAL_TEXT.editPassed(edit.memory.revealAt!)}</p>;
  return (
    <fieldset className={styles.revealGroup}>
      <legend className={styles.label}>
        {REVEAL_TEXT.fieldLabel} <span className={styles.optional}>(opcional)</span>
      </legend>
      <p className={styles.hint}>{REVEAL_TEXT.editHint}</p>
      <RevealDateFields
        idPrefix={`${id}-abertura`}
        date={edit.state.revealDate}
        time={edit.state.revealTime}
        error={edit.check.errors.revealAt}
        now={edit.now}
        onDate={(revealDate) => edit.update({ revealDate })}
        onTime={(revealTime) => edit.update({ revealTime })}
        look={EDITOR_LOOK}
        rowClassName={styles.revealRow}
        disabled={edit.busy}
      />
    </fieldset>
  );
}

/** The start date (the creation form's field and rule), the message and, on premium, the music link. */
export function EditFields({ edit, layout }: { edit: MemoryEditModel; layout: 'page' | 'popup' }) {
  const id = useId();
  return (
    <section className={styles.fields} aria-label="Dados da página">
      <DateField
        id={`${id}-data`}
        label="Data de início do relacionamento"
        value={edit.state.date}
        error={edit.check.errors.date}
        now={edit.now}
        onChange={(date) => edit.update({ date })}
        onBlur={() => edit.fields.touch('date')}
        inputRef={edit.fields.ref('date')}
        disabled={edit.busy}
        look={EDITOR_LOOK}
      />
      <MessageField edit={edit} id={`${id}-mensagem`} rows={layout === 'page' ? 7 : 5} />
      {PLANS[edit.memory.plan].allowsMusic && <MusicField edit={edit} id={`${id}-musica`} withSearch={layout === 'page'} />}
      <RevealField edit={edit} id={id} />
      <LookPicker
        idPrefix={`${id}-visual`}
        palette={edit.state.palette}
        fallingEmoji={edit.state.fallingEmoji}
        onPalette={(palette) => edit.update({ palette })}
        onFallingEmoji={(fallingEmoji) => edit.update({ fallingEmoji })}
        legendClassName={styles.label}
        disabled={edit.busy}
      />
      <RevealStylePicker
        idPrefix={`${id}-visual`}
        revealStyle={edit.state.revealStyle}
        onRevealStyle={(revealStyle) => edit.update({ revealStyle })}
        legendClassName={styles.label}
        disabled={edit.busy}
      />
      <EditStoryFields edit={edit} id={`${id}-historia`} look={EDITOR_LOOK} />
    </section>
  );
}
