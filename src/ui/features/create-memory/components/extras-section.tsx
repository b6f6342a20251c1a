import { useCallback } from 'react';
import { REVEAL_TEXT } from '../../../../texts/reveal-date.pt-br.js';
import { RevealDateFields } from '../../memory-form/reveal-date-fields.js';
import { LookPicker } from '../../memory-form/look-picker.js';
import { RevealStylePicker } from '../../memory-form/reveal-style-picker.js';
import { DEFAULT_FALLING_EMOJI, type FallingEmojiName } from '../../../../domain/look/falling-emoji.js';
import { DEFAULT_PALETTE, type PaletteName } from '../../../../domain/look/palettes.js';
import { DEFAULT_REVEAL_STYLE, type RevealStyle } from '../../../../domain/look/reveal-style.js';
import { CreateStoryFields } from './create-story-fields.js';
import { LettersDisclosure } from './letters-disclosure.js';
import { QuestionDisclosure } from './question-disclosure.js';
import { RecipientEmailField } from './recipient-email-field.js';
import { SkyDisclosure } from './sky-disclosure.js';
import { VoiceDisclosure } from './voice-disclosure.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import styles from '../create-memory-form.module.css';
import { CREATE_LOOK } from './field-look.js';

/**
 * What a buyer may add and most will not: one collapsed section after the music, so the form of a buyer who wants none
 * of it is as long as before. Open by itself when it holds something (a value typed earlier, an error to show).
 */
export function ExtrasSection({ form }: { form: CreateMemoryFormModel }) {
  const error = form.check.errors.revealAt ?? form.check.errors.recipientEmail;
  const { palette, fallingEmoji, revealStyle } = form.values;
  const chosenLook = palette !== DEFAULT_PALETTE || fallingEmoji !== DEFAULT_FALLING_EMOJI || revealStyle !== DEFAULT_REVEAL_STYLE;
  const extraOpen = form.question.draft.open || form.letters.draft.open || form.sky.draft.open || form.voice.draft.open;
  const holdsSomething = form.values.revealDate !== '' || error !== null || chosenLook || form.story.moments.length > 0 || extraOpen;
  const { set } = form;
  const onPalette = useCallback((palette: PaletteName) => set('palette', palette), [set]);
  const onFallingEmoji = useCallback((fallingEmoji: FallingEmojiName) => set('fallingEmoji', fallingEmoji), [set]);
  const onRevealStyle = useCallback((revealStyle: RevealStyle) => set('revealStyle', revealStyle), [set]);
  return (
    <details className={styles.extras} open={holdsSomething || undefined}>
      <summary className={styles.extrasSummary}>{REVEAL_TEXT.extrasSummary}</summary>
      <fieldset className={styles.extrasGroup}>
        <legend className={styles.extrasLegend}>{REVEAL_TEXT.fieldLabel}</legend>
        <p className={styles.sectionHint}>{REVEAL_TEXT.fieldHint}</p>
        <RevealDateFields
          idPrefix="reveal"
          date={form.values.revealDate}
          time={form.values.revealTime}
          error={form.check.errors.revealAt}
          now={form.now}
          onDate={(value) => form.set('revealDate', value)}
          onTime={(value) => form.set('revealTime', value)}
          look={CREATE_LOOK}
          rowClassName={styles.dateRow}
        />
        {form.values.revealDate !== '' && (
          <>
            <RecipientEmailField form={form} />
            <button type="button" className={styles.extrasClear} onClick={() => form.set('revealDate', '')}>
              {REVEAL_TEXT.clear}
            </button>
          </>
        )}
      </fieldset>
      <LookPicker
        idPrefix="look"
        palette={form.values.palette}
        fallingEmoji={form.values.fallingEmoji}
        onPalette={onPalette}
        onFallingEmoji={onFallingEmoji}
        legendClassName={styles.extrasLegend}
      />
      <RevealStylePicker idPrefix="look" revealStyle={revealStyle} onRevealStyle={onRevealStyle} legendClassName={styles.extrasLegend} />
      <CreateStoryFields form={form} />
      <QuestionDisclosure form={form} />
      <LettersDisclosure form={form} />
      <SkyDisclosure form={form} />
      <VoiceDisclosure form={form} />
    </details>
  );
}
