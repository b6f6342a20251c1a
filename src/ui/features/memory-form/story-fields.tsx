import type { ReactNode } from 'react';
import { STORY_MAX_MOMENTS } from '../../../domain/story/story.js';
import { STORY_TEXT } from '../../../texts/story.pt-br.js';
import type { FieldLook } from '../../components/form/field.js';
import { MomentFields } from './moment-fields.js';
import { momentError, type StoryDraft } from './story-draft.js';
import styles from './story-fields.module.css';

interface StoryFieldsProps {
  readonly idPrefix: string;
  readonly draft: StoryDraft;
  /** The page's plan shows the story; otherwise the section says it is Pra Sempre's and offers `upgrade`. */
  readonly available: boolean;
  /** The way to Pra Sempre on a plan without the story: a button or a link. */
  readonly upgrade: ReactNode;
  readonly now: Date;
  /** Every moment says its problem (after a refused submit); otherwise only a moment with a day and a title does. */
  readonly showAllErrors: boolean;
  readonly look: FieldLook;
  readonly disabled?: boolean;
}

/**
 * "Nossa história": up to STORY_MAX_MOMENTS moments, each a day, an optional time, a title and an optional line, with
 * the domain's rule and words under each. The creation form and the editor share it.
 */
export function StoryFields({ idPrefix, draft, available, upgrade, now, showAllErrors, look, disabled }: StoryFieldsProps) {
  return (
    <fieldset className={styles.story} aria-describedby={`${idPrefix}-dica`}>
      <legend className={styles.legend}>{STORY_TEXT.legend}</legend>
      {!available ? (
        <div className={styles.locked}>
          <p id={`${idPrefix}-dica`}>{STORY_TEXT.premiumOnly}</p>
          {upgrade}
        </div>
      ) : (
        <>
          <p id={`${idPrefix}-dica`} className={styles.hint}>
            {STORY_TEXT.hint}
          </p>
          <ol className={styles.moments}>
            {draft.moments.map((moment, index) => {
              const started = moment.date !== '' && moment.title.trim() !== '';
              const error = showAllErrors || started ? momentError(moment, index + 1, now) : null;
              return (
                <li key={moment.key}>
                  <MomentFields
                    id={`${idPrefix}-${moment.key}`}
                    place={index + 1}
                    moment={moment}
                    error={error}
                    draft={draft}
                    look={look}
                    disabled={disabled}
                  />
                </li>
              );
            })}
          </ol>
          {draft.moments.length < STORY_MAX_MOMENTS ? (
            <button type="button" className={styles.add} onClick={draft.add} disabled={disabled}>
              + {STORY_TEXT.add}
            </button>
          ) : (
            <p className={styles.hint}>{STORY_TEXT.full}</p>
          )}
        </>
      )}
    </fieldset>
  );
}
