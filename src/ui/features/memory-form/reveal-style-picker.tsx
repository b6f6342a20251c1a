import { memo } from 'react';
import { REVEAL_STYLES, type RevealStyle } from '../../../domain/look/reveal-style.js';
import { PAGE_LOOK_TEXT, REVEAL_STYLE_HINT, REVEAL_STYLE_LABEL } from '../../../texts/page-look.pt-br.js';
import lookStyles from './look-picker.module.css';
import styles from './reveal-style-picker.module.css';

interface RevealStylePickerProps {
  /** Names the radio group, unique on the screen. */
  readonly idPrefix: string;
  readonly revealStyle: RevealStyle;
  readonly onRevealStyle: (revealStyle: RevealStyle) => void;
  readonly legendClassName?: string;
  readonly disabled?: boolean;
}

/**
 * How the recipient opens the page (tap, scratch, seal): a radio group beside the look's. Each choice's line describes
 * it without joining its name (hidden from the name, referenced as its description).
 */
export const RevealStylePicker = memo(function RevealStylePicker({
  idPrefix,
  revealStyle,
  onRevealStyle,
  legendClassName,
  disabled,
}: RevealStylePickerProps) {
  return (
    <fieldset className={lookStyles.group} disabled={disabled}>
      <legend className={legendClassName}>{PAGE_LOOK_TEXT.revealStyleLegend}</legend>
      <div className={styles.choices}>
        {REVEAL_STYLES.map((name) => (
          <label key={name} className={lookStyles.emoji}>
            <input
              className={lookStyles.radio}
              type="radio"
              name={`${idPrefix}-reveal-style`}
              value={name}
              checked={revealStyle === name}
              onChange={() => onRevealStyle(name)}
              aria-describedby={`${idPrefix}-reveal-style-${name}`}
            />
            <span className={`${lookStyles.emojiBox} ${styles.choice}`}>
              {REVEAL_STYLE_LABEL[name]}
              <span id={`${idPrefix}-reveal-style-${name}`} className={styles.hint} aria-hidden="true">
                {REVEAL_STYLE_HINT[name]}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});
