import { revealDayRange } from '../../../domain/memory/reveal-date.js';
import { REVEAL_TEXT } from '../../../texts/reveal-date.pt-br.js';
import { describedBy, Field, type FieldLook } from '../../components/form/field.js';
import { useHydrated } from '../../lib/use-hydrated.js';

interface RevealDateFieldsProps {
  readonly idPrefix: string;
  readonly date: string;
  readonly time: string;
  readonly error: string | null;
  readonly now: Date;
  readonly onDate: (value: string) => void;
  readonly onTime: (value: string) => void;
  readonly look: FieldLook;
  /** The class of the row holding the two inputs. */
  readonly rowClassName?: string;
  readonly disabled?: boolean;
}

/**
 * The day and time a page opens (Brasília time), both optional: the day picker offers tomorrow to a year ahead once
 * the page runs (the rule itself, the domain's, speaks through `error`); a day without a time opens at midnight.
 */
export function RevealDateFields({ idPrefix, date, time, error, now, onDate, onTime, look, rowClassName, disabled }: RevealDateFieldsProps) {
  const hydrated = useHydrated();
  const range = hydrated ? revealDayRange(now) : null;
  const dateId = `${idPrefix}Date`;
  return (
    <div className={rowClassName}>
      <Field id={dateId} label={REVEAL_TEXT.dateLabel} error={error} look={look}>
        <input
          id={dateId}
          className={look.input}
          type="date"
          min={range?.first}
          max={range?.last}
          value={date}
          onChange={(event) => onDate(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(dateId, error, undefined, look)}
          disabled={disabled}
        />
      </Field>
      <Field id={`${idPrefix}Time`} label={REVEAL_TEXT.timeLabel} look={look}>
        <input
          id={`${idPrefix}Time`}
          className={look.input}
          type="time"
          value={time}
          onChange={(event) => onTime(event.target.value)}
          disabled={disabled || date === ''}
        />
      </Field>
    </div>
  );
}
