import { memo } from 'react';
import { FALLING_EMOJI_NAMES, FALLING_EMOJI_SHAPES, type FallingEmojiName } from '../../../domain/look/falling-emoji.js';
import { PALETTE_NAMES, type PaletteName } from '../../../domain/look/palettes.js';
import { FALLING_EMOJI_LABEL, PAGE_LOOK_TEXT, PALETTE_LABEL } from '../../../texts/page-look.pt-br.js';
import styles from './look-picker.module.css';
import { paletteStyle } from './palette-style.js';

interface LookPickerProps {
  /** Names the radio groups, unique on the screen. */
  readonly idPrefix: string;
  readonly palette: PaletteName;
  readonly fallingEmoji: FallingEmojiName;
  readonly onPalette: (palette: PaletteName) => void;
  readonly onFallingEmoji: (fallingEmoji: FallingEmojiName) => void;
  readonly legendClassName?: string;
  readonly disabled?: boolean;
}

/** A falling emoji's shape, as the page draws it. */
export function FallingShape({ emoji, className }: { emoji: FallingEmojiName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" width="20" height="20" aria-hidden="true">
      <path d={FALLING_EMOJI_SHAPES[emoji]} fill="currentColor" />
    </svg>
  );
}

/**
 * The page's palette (swatches painted in each palette) and what falls down it: two groups of radio buttons, so a
 * keyboard and a screen reader pick them as any choice; only the names travel. Drawn again only when its props change
 * (some forty elements: not at every keystroke of the form around it).
 */
export const LookPicker = memo(function LookPicker({
  idPrefix,
  palette,
  fallingEmoji,
  onPalette,
  onFallingEmoji,
  legendClassName,
  disabled,
}: LookPickerProps) {
  return (
    <div className={styles.picker}>
      <fieldset className={styles.group} disabled={disabled}>
        <legend className={legendClassName}>{PAGE_LOOK_TEXT.paletteLegend}</legend>
        <div className={styles.swatches}>
          {PALETTE_NAMES.map((name) => (
            <label key={name} className={styles.swatch} style={paletteStyle(name)}>
              <input
                className={styles.radio}
                type="radio"
                name={`${idPrefix}-palette`}
                value={name}
                checked={palette === name}
                onChange={() => onPalette(name)}
              />
              <span className={styles.chip} aria-hidden="true">
                <FallingShape emoji={fallingEmoji} className={styles.chipShape} />
                <span className={styles.chipText}>Aa</span>
              </span>
              <span className={styles.swatchLabel}>{PALETTE_LABEL[name]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group} disabled={disabled}>
        <legend className={legendClassName}>{PAGE_LOOK_TEXT.fallingEmojiLegend}</legend>
        <div className={styles.emojis}>
          {FALLING_EMOJI_NAMES.map((name) => (
            <label key={name} className={styles.emoji}>
              <input
                className={styles.radio}
                type="radio"
                name={`${idPrefix}-falling-emoji`}
                value={name}
                checked={fallingEmoji === name}
                onChange={() => onFallingEmoji(name)}
              />
              <span className={styles.emojiBox}>
                <FallingShape emoji={name} className={styles.emojiShape} />
                {FALLING_EMOJI_LABEL[name]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
});
